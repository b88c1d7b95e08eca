// One Stripe SDK client per app. STRIPE_API_URL points it elsewhere (the local fake in tests).
import Stripe from 'stripe';
import type { AppConfig } from '../../config';

export type { Stripe };

export function createStripeClient(config: Pick<AppConfig, 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL'>): Stripe {
  if (!config.STRIPE_SECRET_KEY) throw new Error('STRIPE_SECRET_KEY is not set.');
  const url = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : null;
  const address = url
    ? { host: url.hostname, port: Number(url.port) || (url.protocol === 'http:' ? 80 : 443), protocol: url.protocol === 'http:' ? ('http' as const) : ('https' as const) }
    : {};
  return new Stripe(config.STRIPE_SECRET_KEY, { ...address, timeout: 20_000, maxNetworkRetries: 1, telemetry: false });
}

/** Keys from Stripe's test mode move no real money: payment screens say so. */
export const isTestKey = (secretKey: string) => /^(sk|rk)_test_/.test(secretKey);

/** A Stripe error's message for people, when Stripe refused what we asked (a card, a missing object). */
export function stripeRefusal(err: unknown): { status: number; message: string; code?: string } | null {
  if (!(err instanceof Stripe.errors.StripeError)) return null;
  if (err.type === 'StripeCardError' || err.type === 'StripeInvalidRequestError') {
    return { status: err.statusCode ?? 400, message: err.message, code: err.code };
  }
  return null;
}
