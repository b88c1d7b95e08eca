// The fan's saved cards and the performer's Connect onboarding. Cards live at Stripe on
// the fan's Customer; we list, attach and detach them there and never keep or show a number. The sandbox
// keeps no cards: the list is empty and adding one is refused with a sentence saying why. Each call asks for
// Stripe as the settings have it now (current-gateway.ts), so keys set or cleared in the console apply at once.
import type { ConnectAccountResult, SavedCard, SetupIntentResult } from '@/contracts/payments';
import { AppError, notFound, serviceUnavailable, unprocessable } from '../../http/errors';
import type { Log } from '../../log';
import { stripeRefusal, type Stripe } from './stripe-client';
import type { StripeInUse } from './current-gateway';
import type { StripeRepo } from './stripe.repo';

export const NO_SAVED_CARDS = 'Cards are kept only when payments go through Stripe; this site takes test-mode sandbox payments, which keep no cards.';
const NO_STRIPE_CONNECT = 'Stripe is not set up on this site, so payouts cannot be connected to Stripe. Use bank details or PayPal instead.';
const CARD_NOT_YOURS = 'This card does not exist, or is not yours.';


/** Stripe refusing what was asked becomes a 422 with its sentence; Stripe out of reach a 503. */
async function atStripe<T>(log: Pick<Log, 'error'> | undefined, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof AppError) throw err;
    const refusal = stripeRefusal(err);
    if (refusal?.code === 'resource_missing') throw notFound(CARD_NOT_YOURS);
    if (refusal) throw unprocessable(refusal.message);
    log?.error({ err }, `Stripe failed: ${what}`);
    throw serviceUnavailable('Stripe could not be reached. Nothing was changed; please try again.');
  }
}

const cardOf = (method: Stripe.PaymentMethod, defaultId: string | null): SavedCard => ({
  _id: method.id,
  brand: method.card?.brand ?? 'card',
  last4: method.card?.last4 ?? '',
  expMonth: method.card?.exp_month ?? 0,
  expYear: method.card?.exp_year ?? 0,
  isDefault: method.id === defaultId,
});

export function createStripeCards(deps: { stripe: () => Promise<StripeInUse | null>; repo: StripeRepo; appUrl: string; log?: Pick<Log, 'error'> }) {
  const { repo, log } = deps;
  const stripeOn = async () => {
    const now = await deps.stripe();
    if (!now) throw unprocessable(NO_SAVED_CARDS);
    return { stripe: now.client, objects: now.objects };
  };

  async function defaultMethodOf(stripe: Stripe, customerId: string): Promise<string | null> {
    const customer = await stripe.customers.retrieve(customerId);
    if (customer.deleted) return null;
    const chosen = customer.invoice_settings?.default_payment_method;
    return typeof chosen === 'string' ? chosen : (chosen?.id ?? null);
  }

  async function ownCard(stripe: Stripe, customerId: string | null, id: string): Promise<Stripe.PaymentMethod> {
    const method = await stripe.paymentMethods.retrieve(id);
    const owner = typeof method.customer === 'string' ? method.customer : method.customer?.id;
    if (!customerId || owner !== customerId) throw notFound(CARD_NOT_YOURS);
    return method;
  }

  return {
    async list(userId: string): Promise<{ data: SavedCard[]; total: number }> {
      const now = await deps.stripe();
      if (!now) return { data: [], total: 0 };
      const { client: stripe, objects } = now;
      const customerId = await objects.existingCustomerOf(userId);
      if (!customerId) return { data: [], total: 0 };
      return atStripe(log, 'listing cards', async () => {
        const [methods, defaultId] = await Promise.all([stripe.paymentMethods.list({ customer: customerId, type: 'card', limit: 100 }), defaultMethodOf(stripe, customerId)]);
        const data = methods.data.map((m) => cardOf(m, defaultId));
        return { data, total: data.length };
      });
    },

    /** A card Stripe.js confirmed (SetupIntent) or created: attached to the fan's Customer unless it is already. */
    async add(userId: string, gateway: 'stripe' | 'sandbox', paymentMethodId: string, makeDefault?: boolean): Promise<SavedCard> {
      if (gateway === 'sandbox') throw unprocessable(NO_SAVED_CARDS);
      const { stripe, objects } = await stripeOn();
      return atStripe(log, 'adding a card', async () => {
        const customerId = await objects.customerOf(userId);
        let method = await stripe.paymentMethods.retrieve(paymentMethodId);
        const owner = typeof method.customer === 'string' ? method.customer : method.customer?.id;
        if (owner && owner !== customerId) throw unprocessable('This card belongs to another account. Enter the card again.');
        if (method.type !== 'card') throw unprocessable('Only cards can be saved.');
        if (!owner) method = await stripe.paymentMethods.attach(paymentMethodId, { customer: customerId });
        let defaultId = await defaultMethodOf(stripe, customerId);
        if (makeDefault || !defaultId) {
          await stripe.customers.update(customerId, { invoice_settings: { default_payment_method: method.id } });
          defaultId = method.id;
        }
        return cardOf(method, defaultId);
      });
    },

    async remove(userId: string, id: string): Promise<void> {
      const { stripe, objects } = await stripeOn();
      await atStripe(log, 'removing a card', async () => {
        await ownCard(stripe, await objects.existingCustomerOf(userId), id);
        await stripe.paymentMethods.detach(id);
      });
    },

    /** A SetupIntent for the fan's Customer: Stripe.js confirms the new card with its client secret. */
    async setupIntent(userId: string): Promise<SetupIntentResult> {
      const { stripe, objects } = await stripeOn();
      return atStripe(log, 'opening a SetupIntent', async () => {
        const intent = await stripe.setupIntents.create({ customer: await objects.customerOf(userId), usage: 'off_session', allowed_payment_method_types: ['card'], metadata: { userId } });
        return { clientSecret: intent.client_secret! };
      });
    },

    /** The performer's Express account (made once) and a fresh onboarding link to it. */
    async connect(performerId: string): Promise<ConnectAccountResult> {
      const now = await deps.stripe();
      if (!now) throw unprocessable(NO_STRIPE_CONNECT);
      const stripe = now.client;
      return atStripe(log, 'connecting an account', async () => {
        let row = await repo.findObject(performerId, 'account');
        if (!row) {
          const contact = await repo.userContact(performerId);
          const account = await stripe.accounts.create({ type: 'express', email: contact?.email, metadata: { performerId } }, { idempotencyKey: `account:${performerId}` });
          row = await repo.keepObject({ userId: performerId, kind: 'account', stripeId: account.id, status: 'onboarding' });
        }
        const back = (state: string) => `${deps.appUrl}/creator/banking?stripe=${state}`;
        const link = await stripe.accountLinks.create({ account: row.stripeId, type: 'account_onboarding', refresh_url: back('refresh'), return_url: back('return') });
        return { accountId: row.stripeId, status: row.status === 'active' ? 'active' : 'onboarding', url: link.url };
      });
    },
  };
}
export type StripeCards = ReturnType<typeof createStripeCards>;
