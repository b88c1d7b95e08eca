// Stripe.js is fetched from Stripe only when a page needs a card form: the `pure` entry loads nothing until
// loadStripe is called (the plain entry fetches it on import, which also fails offline), and this module
// imports it only when asked, so no page pays for it up front.
import type { Stripe } from '@stripe/stripe-js';

export const STRIPE_UNAVAILABLE = 'The card form could not be loaded from Stripe. Check your connection and try again.';

export async function loadStripeJs(publishableKey: string): Promise<Stripe> {
  const { loadStripe } = await import('@stripe/stripe-js/pure');
  const stripe = await loadStripe(publishableKey);
  if (!stripe) throw new Error(STRIPE_UNAVAILABLE);
  return stripe;
}
