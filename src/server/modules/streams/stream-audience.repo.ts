// Who hears that a performer went live: their followers and their active subscribers, once each, active
// accounts only, never someone the performer blocked, never the performer. Read a page at a time in id
// order, so a performer with a very large following is walked without holding it all in memory.
import { and, asc, eq, gt, ne, notExists, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { userBlocks } from '../block/block.table';
import { follows } from '../follows/follows.table';
import { subscriptions } from '../subscriptions/subscriptions.table';
import { users } from '../users/users.table';

export interface AudienceMember {
  id: string;
  name: string;
  username: string | null;
  email: string | null;
  verifiedEmail: boolean;
}

export const AUDIENCE_PAGE = 1000;

/** One page of the audience after `afterId` (null: from the start), in id order. */
export async function audiencePage(db: DbOrTx, performerId: string, afterId: string | null, limit = AUDIENCE_PAGE, now = new Date()): Promise<AudienceMember[]> {
  // The two indexed lists first (follows and subscriptions by performer), then their accounts.
  const ids = union(
    db.select({ id: follows.followerId }).from(follows).where(eq(follows.performerId, performerId)),
    db
      .select({ id: subscriptions.userId })
      .from(subscriptions)
      .where(and(eq(subscriptions.performerId, performerId), gt(subscriptions.expiredAt, now))),
  ).as('audience');
  const conditions = [
    eq(users.status, 'active'),
    ne(users.id, performerId),
    notExists(db.select({ one: sql`1` }).from(userBlocks).where(and(eq(userBlocks.performerId, performerId), eq(userBlocks.userId, users.id)))),
  ];
  if (afterId) conditions.push(gt(users.id, afterId));
  return db
    .select({ id: users.id, name: users.name, username: users.username, email: users.email, verifiedEmail: users.verifiedEmail })
    .from(ids)
    .innerJoin(users, eq(users.id, ids.id))
    .where(and(...conditions))
    .orderBy(asc(users.id))
    .limit(limit);
}

/** The whole audience, page by page. */
export async function* audienceOf(db: DbOrTx, performerId: string, pageSize = AUDIENCE_PAGE): AsyncGenerator<AudienceMember[]> {
  let after: string | null = null;
  for (;;) {
    const page = await audiencePage(db, performerId, after, pageSize);
    if (page.length === 0) return;
    yield page;
    if (page.length < pageSize) return;
    after = page[page.length - 1].id;
  }
}
