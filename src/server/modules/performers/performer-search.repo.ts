// Discovery: text search with trigram ranking, filters, sorts, random picks and the top list. Only
// performers listed for the viewer appear (performer-visibility.ts).
import { and, asc, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PerformerOptionField } from '@/contracts/performer-options';
import type { performerSorts } from '@/contracts/performers';
import { orderOf, type SortColumns } from '../../db/order';
import type { DbOrTx } from '../../db/client';
import { users } from '../users/users.table';
import type { Viewer } from './performer-visibility';
import { listedFor } from './performer-visibility.repo';
import { activeSubscriberCount, likePattern, viewedPerformerColumns, type ViewedPerformer } from './performers.repo';
import { performers } from './performers.table';
import { selectPage } from '../../db/select';

export type PerformerSortKey = (typeof performerSorts)[number];

export interface PerformerSearchFilters {
  q?: string;
  options: Partial<Record<PerformerOptionField, string>>;
  country?: string;
  /** Monthly price bounds in minor units. */
  minPrice?: number;
  maxPrice?: number;
  isFreeSubscription?: boolean;
  isStreaming?: boolean;
}

export interface PerformerSearchPage {
  limit: number;
  offset: number;
  sortBy: PerformerSortKey;
  sort: 'asc' | 'desc';
}

// Gender lives on users (it is every account's); the other options on performers.
const optionColumns = {
  height: performers.height,
  weight: performers.weight,
  age: performers.age,
  bodyType: performers.bodyType,
  ethnicity: performers.ethnicity,
  butt: performers.butt,
  hair: performers.hair,
  eyes: performers.eyes,
  gender: users.gender,
  sexualOrientation: performers.sexualOrientation,
} as const;

const username = sql`${users.username}::text`;

/** A name, username or bio matches when it contains the text, or has a word trigram-similar to it. */
function textMatch(q: string): SQL {
  const pattern = likePattern(q);
  return or(
    ilike(users.name, pattern),
    sql`${username} ilike ${pattern}`,
    ilike(performers.bio, pattern),
    sql`${q} <% ${users.name}`,
    sql`${q} <% ${username}`,
    sql`${q} <% ${performers.bio}`,
  )!;
}

/** How well a performer matches: the best similarity of the text to the name, the username or a word of the bio. */
const relevance = (q: string) =>
  sql`greatest(similarity(${users.name}, ${q}), similarity(${username}, ${q}), word_similarity(${q}, ${users.name}), word_similarity(${q}, ${username}), word_similarity(${q}, ${performers.bio}))`;

/**
 * What each key orders by. latest and createdAt are the account's creation; updatedAt is the last change of
 * the performer's profile row (users.updated_at also moves with logins and the wallet, which is nobody
 * else's business). Relevance without search text falls back to the newest.
 */
const sortColumnsFor = (q: string | undefined): SortColumns<PerformerSortKey> => ({
  relevance: q ? relevance(q) : users.createdAt,
  latest: users.createdAt,
  createdAt: users.createdAt,
  updatedAt: performers.updatedAt,
  popular: performers.followerCount,
  price: performers.monthlyPrice,
  subscribers: activeSubscriberCount,
});

function conditionsOf(filters: PerformerSearchFilters, freeTrialsEnabled: boolean): SQL[] {
  const conditions: SQL[] = [];
  if (filters.q) conditions.push(textMatch(filters.q));
  for (const [field, value] of Object.entries(filters.options) as [PerformerOptionField, string | undefined][]) {
    if (value !== undefined) conditions.push(eq(optionColumns[field], value));
  }
  if (filters.country) conditions.push(eq(users.country, filters.country));
  if (filters.minPrice !== undefined) conditions.push(gte(performers.monthlyPrice, filters.minPrice));
  if (filters.maxPrice !== undefined) conditions.push(lte(performers.monthlyPrice, filters.maxPrice));
  if (filters.isFreeSubscription !== undefined) {
    // With the site's free trial switched off nobody offers one, whatever their profile says.
    const offersTrial = freeTrialsEnabled ? eq(performers.isFreeSubscription, true) : sql`false`;
    conditions.push(filters.isFreeSubscription ? offersTrial : sql`not (${offersTrial})`);
  }
  if (filters.isStreaming !== undefined) conditions.push(eq(performers.isStreaming, filters.isStreaming));
  return conditions;
}

export function createPerformerSearchRepo(db: DbOrTx) {
  const viewed = (viewer: Viewer) =>
    db.select(viewedPerformerColumns(viewer.userId)).from(users).innerJoin(performers, eq(performers.userId, users.id));

  return {
    async search(
      filters: PerformerSearchFilters,
      page: PerformerSearchPage,
      viewer: Viewer,
      freeTrialsEnabled: boolean,
    ): Promise<{ rows: ViewedPerformer[]; total: number }> {
      const where = and(listedFor(viewer), ...conditionsOf(filters, freeTrialsEnabled));
      return selectPage(db, viewed(viewer).where(where).$dynamic(), orderOf(page, sortColumnsFor(filters.q), users.id), page);
    },

    async random(limit: number, viewer: Viewer): Promise<ViewedPerformer[]> {
      return viewed(viewer).where(listedFor(viewer)).orderBy(sql`random()`).limit(limit);
    },

    /** The most followed and subscribed performers. */
    async top(limit: number, viewer: Viewer): Promise<ViewedPerformer[]> {
      return viewed(viewer)
        .where(listedFor(viewer))
        .orderBy(desc(sql`${performers.followerCount} + ${activeSubscriberCount}`), asc(users.id))
        .limit(limit);
    },
  };
}
export type PerformerSearchRepo = ReturnType<typeof createPerformerSearchRepo>;
