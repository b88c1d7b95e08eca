// Small money rules the wallet pages share: amounts in range with whole cents, what a coupon takes off,
// a fresh Idempotency-Key per user action, and recognising "the wallet is too low".
import { formatPrice, fromMinor, hasAtMostTwoDecimals, toMinor } from '@/lib/money';

/** Why `value` is not an amount between `min` and `max` (inclusive), or null when it is one. */
export function amountProblem(value: number | null | undefined, min: number, max: number, label = 'The amount'): string | null {
  if (value === null || value === undefined || Number.isNaN(value)) return `Enter ${label.toLowerCase()}`;
  if (!hasAtMostTwoDecimals(value)) return `${label} can have at most two decimals`;
  if (value < min || value > max) return `${label} must be between ${formatPrice(min)} and ${formatPrice(max)}`;
  return null;
}

/** What a coupon of `percentage` % takes off `amount` (half a cent rounds up, as the server does) and what is left to pay. */
export function couponPrice(amount: number, percentage: number): { discount: number; toPay: number } {
  const credit = toMinor(amount);
  const discount = Math.floor((credit * percentage * 2 + 100) / 200);
  return { discount: fromMinor(discount), toPay: fromMinor(credit - discount) };
}

function randomKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** One key per user action. randomUUID exists only on secure pages (https, localhost), hence the fallback. */
export function newActionKey(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : randomKey();
}

/** The server's 422 when the wallet cannot pay for a purchase or tip. */
export function isWalletTooLow(e: unknown): boolean {
  if (typeof e !== 'object' || e === null) return false;
  const { statusCode, message } = e as { statusCode?: unknown; message?: unknown };
  return statusCode === 422 && typeof message === 'string' && /balance is too low/i.test(message);
}
