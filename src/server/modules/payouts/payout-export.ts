// The payouts CSV an admin hands to the bank: one row per request with where its money goes. Spreadsheets run
// a cell that starts with = + - @ (or a tab or carriage return) as a formula, and performers choose their own
// names, so such a cell is prefixed with an apostrophe; every cell is quoted.
import { fromMinor, SITE_CURRENCY } from '@/lib/money';
import type { PayoutDestination } from '@/contracts/payouts';
import type { PayoutPayee } from './payouts.repo';

export interface PayoutExportRow {
  record: PayoutPayee;
  destination: PayoutDestination | null;
  /** Why the destination is missing, when it is. */
  problem: string;
}

export const PAYOUT_CSV_COLUMNS = [
  'payout_id',
  'performer_username',
  'legal_name',
  'amount',
  'currency',
  'method',
  'account_holder_name',
  'bank_name',
  'bank_country',
  'account_number',
  'routing_number',
  'swift_code',
  'paypal_email',
  'requested_at',
  'problem',
] as const;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The name on the account: first and last name when the performer gave them, else their display name. */
const legalNameOf = ({ payee, performer }: PayoutPayee) => [payee.firstName, payee.lastName].filter(Boolean).join(' ') || performer.name || '';

export function payoutCsv(rows: PayoutExportRow[]): string {
  const lines = rows.map(({ record, destination, problem }) => {
    const bank = destination?.bank;
    const cells = [
      record.request.id,
      record.performer.username ?? '',
      legalNameOf(record),
      fromMinor(record.request.amount).toFixed(2),
      SITE_CURRENCY,
      record.request.method,
      bank?.accountHolderName ?? '',
      bank?.bankName ?? '',
      bank?.bankCountry ?? '',
      bank?.accountNumber ?? '',
      bank?.routingNumber ?? '',
      bank?.swiftCode ?? '',
      destination?.paypalEmail ?? '',
      record.request.createdAt.toISOString(),
      problem,
    ];
    return cells.map(csvCell).join(',');
  });
  return [PAYOUT_CSV_COLUMNS.join(','), ...lines].join('\r\n') + '\r\n';
}
