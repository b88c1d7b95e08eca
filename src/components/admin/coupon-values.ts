// A coupon form's values and what they send: the whole body for a new coupon, only the changes for an edit.
// Apart from the form itself, so the coupons page can send without loading the dialog before it opens.
import type { AdminCoupon, CouponBody, CouponUpdateBody } from '@/contracts/payments';

export interface CouponFormValues {
  code: string;
  percentage: number;
  /** The browser's datetime-local value, local time: 2030-01-31T23:59. */
  expiresAt: string;
  maxUses: number;
  status: 'active' | 'inactive';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as the datetime-local input shows it, in the admin's own time zone. */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const toIso = (local: string) => new Date(local).toISOString();

export function couponBodyOf(values: CouponFormValues): CouponBody {
  const code = (values.code ?? '').trim();
  return { ...(code ? { code } : {}), percentage: values.percentage, expiresAt: toIso(values.expiresAt), maxUses: values.maxUses, status: values.status };
}

/** Only the fields whose value differs from the stored coupon. */
export function couponChanges(coupon: AdminCoupon, values: CouponFormValues): CouponUpdateBody {
  const next = couponBodyOf(values);
  const changes: CouponUpdateBody = {};
  if (next.code !== coupon.code) changes.code = next.code;
  if (next.percentage !== coupon.percentage) changes.percentage = next.percentage;
  if (values.expiresAt !== toLocalInput(coupon.expiresAt)) changes.expiresAt = next.expiresAt;
  if (next.maxUses !== coupon.maxUses) changes.maxUses = next.maxUses;
  if (next.status !== coupon.status) changes.status = next.status;
  return changes;
}
