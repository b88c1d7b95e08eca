// Subscriptions as the API lists them, for the subscription component tests.
import type { SubscriptionItem } from '@/contracts/subscriptions';

export function subscriptionFactory(overrides: Partial<SubscriptionItem> = {}): SubscriptionItem {
  return {
    _id: 's-1',
    performerId: 'p-1',
    userId: 'u-1',
    performer: { _id: 'p-1', name: 'Luna Star', username: 'luna', avatar: '/files/avatars/luna.webp' },
    user: { _id: 'u-1', name: 'Ann Fan', username: 'annfan', avatar: '' },
    subscriptionType: 'monthly',
    price: 9.95,
    status: 'active',
    isActive: true,
    startedAt: '2026-11-01T10:00:00.000Z',
    expiredAt: '2026-12-01T10:00:00.000Z',
    cancelledAt: null,
    gateway: 'sandbox',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}
