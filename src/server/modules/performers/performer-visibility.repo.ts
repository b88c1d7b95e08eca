// Who may see a performer, decided in one place (docs/business-rules.md "Performers" and "Safety"). Every read that
// shows a performer adds one of these conditions to a query over `users` joined with `performers`.
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { userBlocks } from '../block/block.table';
import { users } from '../users/users.table';
import type { Viewer } from './performer-visibility';
import { performers } from './performers.table';

/** Verified by an admin and not switched off: the only performers anyone but the owner and admins may see. */
const listed = (): SQL => and(eq(performers.verificationStatus, 'verified'), eq(users.status, 'active'), eq(users.isPerformer, true))!;

/** The performer has not blocked this viewer, and the viewer's country is not one the performer blocked. */
function notBlockedFor(viewer: Viewer): SQL {
  const conditions: SQL[] = [];
  if (viewer.userId) {
    conditions.push(
      sql`not exists (select 1 from ${userBlocks} where ${userBlocks.performerId} = ${users.id} and ${userBlocks.userId} = ${viewer.userId})`,
    );
  }
  if (viewer.countryCode) conditions.push(sql`not (${viewer.countryCode} = any(${performers.blockedCountries}))`);
  return conditions.length ? and(...conditions)! : sql`true`;
}

/**
 * Single-profile reads (GET /performers/{id}, /users/view, follow, react): listed and not blocking the
 * viewer; the performer always sees themself and admins see everyone.
 */
export function visibleTo(viewer: Viewer): SQL {
  const everyone = and(listed(), notBlockedFor(viewer))!;
  if (viewer.isAdmin) return sql`true`;
  return viewer.userId ? or(eq(users.id, viewer.userId), everyone)! : everyone;
}

/** Discovery lists (search, random, top, following, bookmarks) show listed performers only, even to admins. */
export function listedFor(viewer: Viewer): SQL {
  return and(listed(), visibleTo(viewer))!;
}

/**
 * The viewer a statement prepared once per shape is built for: the same conditions as for `viewer`, with
 * its id and country as the placeholders 'viewerId' and 'countryCode' (placeholderValuesOf binds them), so
 * one SQL text serves every viewer of that shape. The shape is whether there is an id, a country and admin
 * rights (viewerShapeOf).
 */
export function placeholderViewer(viewer: Viewer): Viewer {
  return {
    userId: viewer.userId === null ? null : (sql.placeholder('viewerId') as unknown as string),
    countryCode: viewer.countryCode ? (sql.placeholder('countryCode') as unknown as string) : null,
    isAdmin: viewer.isAdmin,
  };
}

/** What placeholderViewer's placeholders are bound to for `viewer`. */
export const placeholderValuesOf = (viewer: Viewer) => ({ viewerId: viewer.userId, countryCode: viewer.countryCode });

/** The part of a prepared statement's shape that comes from the viewer (what placeholderViewer keeps). */
export const viewerShapeOf = (viewer: Viewer): string => `${viewer.userId === null ? 'v' : 'u'}${viewer.countryCode ? 'c' : ''}${viewer.isAdmin ? 'a' : ''}`;
