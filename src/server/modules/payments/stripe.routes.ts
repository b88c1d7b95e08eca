// The Stripe calls: the webhook, the fan's saved cards and the performer's Stripe Connect onboarding.
// The webhook reads its body raw (the signature covers the exact bytes); that parser is scoped to its route.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, listOf } from '@/contracts/common';
import { addCardBody, cardGatewayParams, cardIdParams, cardRemoved, connectAccountResult, savedCard, setupIntentResult } from '@/contracts/payments';
import { currentUser } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import type { StripeCards } from './stripe-cards';
import type { StripeWebhooks } from './stripe-webhooks';

const cardLimit = { max: 20, timeWindow: '1 minute' };

export function stripeRoutes(deps: { cards: StripeCards; webhooks: StripeWebhooks }): FastifyPluginAsyncZod {
  const { cards, webhooks } = deps;
  return async (app) => {
    await app.register(async (raw) => {
      raw.removeAllContentTypeParsers();
      raw.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
      raw.post('/payment/stripe/webhook', { config: { auth: 'public', maintenance: 'allowed' } }, async (req) => {
        const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const result = await webhooks.handle(body, req.headers);
        return ok({ received: true, result });
      });
    });

    app.get(
      '/payment-cards',
      { config: { auth: 'user' }, schema: { response: { 200: envelope(listOf(savedCard)) } } },
      async (req) => ok(await cards.list(currentUser(req).id)),
    );

    app.post(
      '/:gateway/cards',
      { config: { auth: 'user', rateLimit: cardLimit }, schema: { params: cardGatewayParams, body: addCardBody, response: { 200: envelope(savedCard) } } },
      async (req) => ok(await cards.add(currentUser(req).id, req.params.gateway, req.body.paymentMethodId, req.body.isDefault)),
    );

    app.delete(
      '/payment-cards/:id',
      { config: { auth: 'user', rateLimit: cardLimit }, schema: { params: cardIdParams, response: { 200: envelope(cardRemoved) } } },
      async (req) => {
        await cards.remove(currentUser(req).id, req.params.id);
        return ok({ deleted: true as const });
      },
    );

    app.post(
      '/stripe/setup-intents',
      { config: { auth: 'user', rateLimit: cardLimit }, schema: { response: { 200: envelope(setupIntentResult) } } },
      async (req) => ok(await cards.setupIntent(currentUser(req).id)),
    );

    app.post(
      '/stripe/accounts',
      { config: { auth: 'performer', rateLimit: { max: 10, timeWindow: '1 minute' } }, schema: { response: { 200: envelope(connectAccountResult) } } },
      async (req) => ok(await cards.connect(currentUser(req).id)),
    );
  };
}
