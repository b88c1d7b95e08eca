// Demo subscriptions and purchases, so demo fans see some posts unlocked and others locked. Real ones come
// from payments, wallet charges and renewals; these are minimal rows, added only
// where missing: an existing subscription (even expired) or purchase is left as it is.
import { and, eq, inArray } from 'drizzle-orm';
import { feeds } from '../../modules/feeds/feeds.table';
import { performers } from '../../modules/performers/performers.table';
import { purchasedItems } from '../../modules/purchases/purchases.table';
import { createSettingsRepo } from '../../modules/settings/settings.repo';
import { createSettingsService } from '../../modules/settings/settings.service';
import { subscriptionPeriods, subscriptions } from '../../modules/subscriptions/subscriptions.table';
import { DEMO_PURCHASES, DEMO_SUBSCRIPTION_DAYS, DEMO_SUBSCRIPTIONS } from './demo-feeds.data';
import type { SeedContext } from './types';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Subscriptions of DEMO_SUBSCRIPTIONS that are missing; how many were added. A paid one lasts
 * DEMO_SUBSCRIPTION_DAYS; a free trial lasts what the site's freeSubscriptionDuration says, like a real one,
 * and its period is recorded, so the fan has used their one trial with that performer.
 */
export async function addDemoSubscriptions(ctx: SeedContext, idOf: ReadonlyMap<string, string>, now = new Date()): Promise<number> {
  const performerIds = [...new Set(Object.values(DEMO_SUBSCRIPTIONS).flat())].flatMap((name) => idOf.get(name) ?? []);
  if (performerIds.length === 0) return 0;
  const terms = await ctx.db
    .select({ id: performers.userId, isFree: performers.isFreeSubscription, monthlyPrice: performers.monthlyPrice })
    .from(performers)
    .where(inArray(performers.userId, performerIds));
  const free = new Set(terms.filter((t) => t.isFree).map((t) => t.id));
  const trialDays = await createSettingsService({ settingsRepo: createSettingsRepo(ctx.db) }).get('freeSubscriptionDuration');
  const monthlyPriceOf = new Map(terms.map((t) => [t.id, t.monthlyPrice]));
  const rows = Object.entries(DEMO_SUBSCRIPTIONS).flatMap(([fan, list]) => {
    const userId = idOf.get(fan);
    if (!userId) return [];
    return list.flatMap((name) => {
      const performerId = idOf.get(name);
      if (!performerId) return [];
      const subscriptionType = free.has(performerId) ? ('free' as const) : ('monthly' as const);
      const price = subscriptionType === 'free' ? 0 : (monthlyPriceOf.get(performerId) ?? 0);
      const days = subscriptionType === 'free' ? trialDays : DEMO_SUBSCRIPTION_DAYS;
      return [{ userId, performerId, subscriptionType, price, startedAt: now, expiredAt: new Date(now.getTime() + days * DAY_MS) }];
    });
  });
  if (rows.length === 0) return 0;
  const added = await ctx.db.insert(subscriptions).values(rows).onConflictDoNothing().returning();
  const trials = added.filter((row) => row.subscriptionType === 'free');
  if (trials.length > 0) {
    await ctx.db.insert(subscriptionPeriods).values(
      trials.map((t) => ({ subscriptionId: t.id, userId: t.userId, performerId: t.performerId, subscriptionType: t.subscriptionType, startsAt: t.startedAt, endsAt: t.expiredAt, amount: 0, paymentId: null })),
    );
  }
  return added.length;
}

/** Purchases of DEMO_PURCHASES whose post exists and is for sale, at its price; how many were added. */
export async function addDemoPurchases(ctx: SeedContext, idOf: ReadonlyMap<string, string>): Promise<number> {
  let added = 0;
  for (const purchase of DEMO_PURCHASES) {
    const userId = idOf.get(purchase.fan);
    const performerId = idOf.get(purchase.performer);
    if (!userId || !performerId) continue;
    const [feed] = await ctx.db
      .select({ id: feeds.id, price: feeds.price })
      .from(feeds)
      .where(and(eq(feeds.performerId, performerId), eq(feeds.text, purchase.text), eq(feeds.access, 'sale')))
      .limit(1);
    if (!feed || feed.price === null) continue;
    const rows = await ctx.db
      .insert(purchasedItems)
      .values({ userId, itemType: 'feed', itemId: feed.id, price: feed.price })
      .onConflictDoNothing()
      .returning({ id: purchasedItems.id });
    added += rows.length;
  }
  return added;
}
