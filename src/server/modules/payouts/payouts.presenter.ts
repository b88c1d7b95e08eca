// What a payout request looks like in a response. Only these fields leave: no email, no bank details.
import type { PayoutRequestItem } from '@/contracts/payouts';
import { fromMinor } from '@/lib/money';
import type { PayoutRecord } from './payouts.repo';

export function presentPayout({ request: r, performer }: PayoutRecord): PayoutRequestItem {
  return {
    _id: r.id,
    performerId: r.performerId,
    performer: { _id: performer.id, name: performer.name, username: performer.username },
    amount: fromMinor(r.amount),
    testFunded: fromMinor(r.testAmount),
    paymentAccountType: r.method,
    status: r.status,
    requestNote: r.requestNote,
    adminNote: r.adminNote,
    paidReference: r.paidReference,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}
