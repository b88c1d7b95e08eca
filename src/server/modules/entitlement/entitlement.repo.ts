// Whether performers may be seen by a viewer, for many performers in one query: once as the viewer is,
// and once as a buyer (the performer's block of this very user set aside, their country blocks not).
import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { visibleTo, type Viewer } from '../performers/performer-visibility';
import { performers } from '../performers/performers.table';
import { users } from '../users/users.table';

export interface PerformerVisibility {
  visible: boolean;
  visibleToBuyer: boolean;
}

export function createEntitlementRepo(db: DbOrTx) {
  return {
    async performerVisibility(viewer: Viewer, performerIds: readonly string[]): Promise<Map<string, PerformerVisibility>> {
      if (performerIds.length === 0) return new Map();
      // An anonymous visitor from the same country: listed and not country-blocked, user blocks ignored.
      const asBuyer: Viewer = { userId: null, countryCode: viewer.countryCode };
      const rows = await db
        .select({
          id: users.id,
          visible: sql<boolean>`(${visibleTo(viewer)})`.mapWith(Boolean),
          visibleToBuyer: sql<boolean>`(${visibleTo(asBuyer)})`.mapWith(Boolean),
        })
        .from(users)
        .innerJoin(performers, sql`${performers.userId} = ${users.id}`)
        .where(inArray(users.id, [...new Set(performerIds)]));
      return new Map(rows.map((r) => [r.id, { visible: r.visible, visibleToBuyer: r.visibleToBuyer }]));
    },
  };
}
export type EntitlementRepo = ReturnType<typeof createEntitlementRepo>;
