// Subscribing to performers, stopping renewal, and the two lists: the fan's subscriptions and the
// performer's subscribers.
import type { List } from '@/contracts/common';
import type { SubscribeBody, SubscribeResult, SubscriptionItem, SubscriptionSearchQuery } from '@/contracts/subscriptions';
import { IDEMPOTENCY_HEADER } from '@/contracts/shell-values';
import { request } from '@/lib/request';

export type SubscriptionGateway = 'sandbox' | 'stripe';
type SearchQuery = Partial<SubscriptionSearchQuery> | Record<string, string>;

export const subscriptionService = {
  /** `key` makes a retried click open one payment, not two. */
  subscribe: (body: SubscribeBody, key: string) =>
    request<SubscribeResult>('/payment/subscribe/performers', { method: 'POST', body, headers: { [IDEMPOTENCY_HEADER]: key } }),
  /** Stops renewal through the gateway the subscription was paid through; access lasts until it expires. */
  cancel: (gateway: SubscriptionGateway, id: string) =>
    request<SubscriptionItem>(`/payment/${gateway}/cancel-subscription/${encodeURIComponent(id)}`, { method: 'POST' }),
  mine: (query: SearchQuery = {}) => request<List<SubscriptionItem>>('/subscriptions/user/search', { query }),
  subscribers: (query: SearchQuery = {}) => request<List<SubscriptionItem>>('/subscriptions/performer/search', { query }),
};
