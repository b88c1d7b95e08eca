// Subscription rows -> the shapes of src/contracts/subscriptions.ts, with both people's cards read for a
// whole page in one query.
import type { SubscriptionItem } from '@/contracts/subscriptions';
import { fromMinor } from '@/lib/money';
import type { DbOrTx } from '../../db/client';
import type { Storage } from '../../media/storage';
import { createContentLookups, presentAuthor } from '../content/content-lookups';
import { createSubscriptionsRepo } from './subscriptions.repo';
import type { SubscriptionRow } from './subscriptions.table';

export function createSubscriptionsPresenter(deps: { db: DbOrTx; storage: Pick<Storage, 'url' | 'assetUrl'> }) {
  return async function present(rows: readonly SubscriptionRow[], now = new Date()): Promise<SubscriptionItem[]> {
    const people = await createContentLookups(deps.db).authors(rows.flatMap((r) => [r.userId, r.performerId]));
    const gateways = await createSubscriptionsRepo(deps.db).lastGateways(rows.map((r) => r.id));
    return rows.map((row) => ({
      _id: row.id,
      performerId: row.performerId,
      userId: row.userId,
      performer: presentAuthor(row.performerId, people.get(row.performerId), deps.storage),
      user: presentAuthor(row.userId, people.get(row.userId), deps.storage),
      subscriptionType: row.subscriptionType,
      price: fromMinor(row.price),
      status: row.status,
      isActive: row.expiredAt > now,
      startedAt: row.startedAt.toISOString(),
      expiredAt: row.expiredAt.toISOString(),
      cancelledAt: row.cancelledAt?.toISOString() ?? null,
      gateway: gateways.get(row.id) ?? null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    }));
  };
}
export type SubscriptionsPresenter = ReturnType<typeof createSubscriptionsPresenter>;
