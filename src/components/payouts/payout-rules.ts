// What the payout pages show and check before anything is sent: labels, the status a person reads (a
// performer's cancel is stored as rejected), the amount limits and where the money would go.
import { CANCELLED_BY_PERFORMER } from '@/contracts/list-values';
import type { PayoutCalculation, PayoutMethod, PayoutRequestItem, PayoutStatus } from '@/contracts/payouts';
import type { OwnPerformer } from '@/contracts/performers';
import { formatPrice, hasAtMostTwoDecimals, unitsLeft } from '@/lib/money';

export const payoutMethodLabels: Record<PayoutMethod, string> = { bank_transfer: 'Bank transfer', paypal: 'PayPal' };

export const payoutStatusLabels: Record<PayoutStatus, string> = { pending: 'Pending review', approved: 'Approved', rejected: 'Rejected', paid: 'Paid' };

export interface StatusView {
  label: string;
  /** An antd Tag preset colour: it follows the light and dark themes. */
  color: string;
}

export const isCancelledByPerformer = (item: Pick<PayoutRequestItem, 'status' | 'adminNote'>) =>
  item.status === 'rejected' && item.adminNote === CANCELLED_BY_PERFORMER;

export function payoutStatusView(item: Pick<PayoutRequestItem, 'status' | 'adminNote'>): StatusView {
  if (isCancelledByPerformer(item)) return { label: 'Cancelled', color: 'default' };
  const colors: Record<PayoutStatus, string> = { pending: 'gold', approved: 'blue', rejected: 'red', paid: 'green' };
  return { label: payoutStatusLabels[item.status], color: colors[item.status] };
}

export interface AmountLimits {
  minimum: number;
  /** The most this request may ask for: what is available (plus, when editing, what it already holds). */
  available: number;
}

/** Why `value` cannot be asked for, or null when it can: whole cents, at least the minimum, at most what is available. */
export function payoutAmountProblem(value: number | null | undefined, { minimum, available }: AmountLimits): string | null {
  if (value === null || value === undefined || Number.isNaN(value)) return 'Enter the amount';
  if (!hasAtMostTwoDecimals(value)) return 'The amount can have at most two decimals';
  if (value <= 0) return 'The amount must be more than $0.00';
  if (value < minimum) return `The minimum payout is ${formatPrice(minimum)}`;
  if (value > available) return `You can request at most ${formatPrice(available)}, the earnings you have available`;
  return null;
}

type TestMoneyFigures = Pick<PayoutCalculation, 'available' | 'availableTestMoney' | 'testMoneyPayable'>;

/** The most a new request may ask for: all that is available, or only its real money while real payments are on. */
export function requestable(calc: TestMoneyFigures): number {
  return calc.testMoneyPayable ? calc.available : unitsLeft(calc.available, calc.availableTestMoney);
}

/** What the performer is told about the test money in their available earnings, or null when there is none. */
export function testMoneyNotice(calc: TestMoneyFigures): string | null {
  if (!(calc.availableTestMoney > 0)) return null;
  const test = `${formatPrice(calc.availableTestMoney)} of your available earnings is test money, paid with the sandbox’s test cards`;
  return calc.testMoneyPayable
    ? `${test}: no real money stands behind it. A payout request shows the team how much of it is test money.`
    : `${test}, and test money is never paid out: you can request at most ${formatPrice(requestable(calc))}.`;
}

export interface PayoutDestination {
  method: PayoutMethod;
  /** What the performer sees: "Bank transfer to •••• 6789", "PayPal to me@example.com". */
  description: string;
  /** Set when the method cannot be used yet: the server would refuse the request. */
  problem: string | null;
}

/** The payout method the performer chose in their settings, and whether it can be paid to. */
export function payoutDestination(performer: Pick<OwnPerformer, 'banking' | 'paymentGateway'>): PayoutDestination {
  if (performer.paymentGateway.payoutMethod === 'paypal') {
    const email = performer.paymentGateway.paypalEmail;
    return email
      ? { method: 'paypal', description: `PayPal to ${email}`, problem: null }
      : { method: 'paypal', description: 'PayPal', problem: 'Add your PayPal email in your banking settings first.' };
  }
  const account = performer.banking?.accountNumber;
  return account
    ? { method: 'bank_transfer', description: `Bank transfer to ${account}`, problem: null }
    : { method: 'bank_transfer', description: 'Bank transfer', problem: 'Add your bank details in your banking settings first.' };
}
