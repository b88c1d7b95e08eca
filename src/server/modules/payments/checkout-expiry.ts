// The `payments.expire` job: a card checkout still pending CHECKOUT_EXPIRES_AFTER_MS after it was opened
// becomes `expired`, so the fan's history no longer shows it as waiting forever. Only the status changes: no
// money moves, no wallet or subscription is touched, and each row is one conditional update (still pending,
// still old), so a run racing a confirmation or another run ends nothing twice. A gateway that reports a
// success for an expired checkout later still delivers it (payment-settlement.ts): the fan was charged.
import { z } from 'zod';
import { defineJob } from '../../jobs/registry';
import type { PaymentsRepo } from './payments.repo';

/** Like Stripe Checkout's default session lifetime: a day to finish paying. docs/money.md, "Expired checkouts". */
export const CHECKOUT_EXPIRES_AFTER_MS = 24 * 60 * 60_000;

export const checkoutExpiryJob = defineJob('payments.expire', z.object({}), {
  // The next run expires what this one left: a failed run needs no retry.
  retryLimit: 0,
  expireInSeconds: 5 * 60,
});

/** Every quarter of an hour: a checkout shows as pending at most that long past its limit. */
export const CHECKOUT_EXPIRY_CRON = '*/15 * * * *';

/** When a checkout opened at `createdAt` stops waiting for its payment. */
export const checkoutExpiresAt = (createdAt: Date) => new Date(createdAt.getTime() + CHECKOUT_EXPIRES_AFTER_MS);

export function createCheckoutExpirer(deps: { repo: Pick<PaymentsRepo, 'expirePendingBefore'>; now?: () => number }) {
  const now = deps.now ?? Date.now;
  /** Expires the checkouts past their limit; answers how many. */
  return async function expireCheckouts(at: number = now()): Promise<number> {
    return deps.repo.expirePendingBefore(new Date(at - CHECKOUT_EXPIRES_AFTER_MS));
  };
}
