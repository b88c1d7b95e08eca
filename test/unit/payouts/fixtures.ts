// Payout requests and the limits as the payout routes answer them, with overrides.
import type { PayoutCalculation, PayoutRequestItem } from '@/contracts/payouts';
import { currentUserFactory } from '../../helpers/current-user';

export const performerUser = currentUserFactory({ _id: 'p-1', isPerformer: true, username: 'luna' });

export const PENDING_ID = '3f1c2a9e-0b7d-4e55-9c1a-6a2b8d4e7f01';
export const PAID_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

export function payoutFactory(overrides: Partial<PayoutRequestItem> = {}): PayoutRequestItem {
  return {
    _id: PENDING_ID,
    performerId: 'p-1',
    performer: { _id: 'p-1', name: 'Luna Star', username: 'luna' },
    amount: 80,
    testFunded: 0,
    paymentAccountType: 'bank_transfer',
    status: 'pending',
    requestNote: 'For May',
    adminNote: '',
    paidReference: '',
    createdAt: '2026-05-10T09:00:00.000Z',
    updatedAt: '2026-05-10T09:00:00.000Z',
    ...overrides,
  };
}

export function calculationFactory(overrides: Partial<PayoutCalculation> = {}): PayoutCalculation {
  return { available: 120, availableTestMoney: 0, testMoneyPayable: true, reserved: 0, minimumPayoutAmount: 50, totalEarnedNet: 300, totalPaidOut: 180, ...overrides };
}
