// The subscription calls: subscribing, cancelling, and the fan's and the performer's lists.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, listOf } from '@/contracts/common';
import { cancelSubscriptionParams, subscribeBody, subscribeResult, subscriptionItem, subscriptionSearchQuery } from '@/contracts/subscriptions';
import { idempotencyHeaders } from '@/contracts/wallet';
import { currentUser } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { loggedInViewerOf } from '../performers/performer-visibility';
import type { SubscriptionsService } from './subscriptions.service';

export function subscriptionsRoutes(deps: { subscriptions: SubscriptionsService; internalSecret: string }): FastifyPluginAsyncZod {
  const { subscriptions } = deps;
  return async (app) => {
    app.post(
      '/payment/subscribe/performers',
      { config: { auth: 'user' }, schema: { headers: idempotencyHeaders, body: subscribeBody, response: { 200: envelope(subscribeResult) } } },
      async (req) => {
        const fan = loggedInViewerOf(req, deps.internalSecret);
        return ok(await subscriptions.subscribe(fan, req.body, req.headers['idempotency-key']));
      },
    );

    app.post(
      '/payment/:gateway/cancel-subscription/:id',
      { config: { auth: 'user' }, schema: { params: cancelSubscriptionParams, response: { 200: envelope(subscriptionItem) } } },
      async (req) => ok(await subscriptions.cancel(currentUser(req).id, req.params.gateway, req.params.id)),
    );

    app.get(
      '/subscriptions/user/search',
      { config: { auth: 'user' }, schema: { querystring: subscriptionSearchQuery, response: { 200: envelope(listOf(subscriptionItem)) } } },
      async (req) => ok(await subscriptions.searchOwn(currentUser(req).id, req.query)),
    );

    app.get(
      '/subscriptions/performer/search',
      { config: { auth: 'performer' }, schema: { querystring: subscriptionSearchQuery, response: { 200: envelope(listOf(subscriptionItem)) } } },
      async (req) => ok(await subscriptions.searchSubscribers(currentUser(req).id, req.query)),
    );
  };
}
