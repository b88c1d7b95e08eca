// The only place user and performer-profile rows are read and written.
import { and, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { userSortable } from '@/contracts/users';
import type { DbOrTx } from '../../db/client';
import { orderOf, type SortColumns } from '../../db/order';
import type { Page } from '../../http/paging';
import type { Viewer } from '../performers/performer-visibility';
import { createPerformersRepo } from '../performers/performers.repo';
import { performers, type NewPerformerRow, type PerformerPatch, type PerformerRow } from '../performers/performers.table';
import { users, type NewUserRow, type UserRow } from './users.table';
import { firstOrNull, selectPage } from '../../db/select';

export type UserPatch = Partial<Omit<NewUserRow, 'id' | 'createdAt'>>;
export type { NewPerformerRow, PerformerPatch };
export type UserSortKey = (typeof userSortable)[number];

export interface UserSearchFilters {
  q?: string;
  role?: string;
  isPerformer?: boolean;
  status?: UserRow['status'];
}

const sortColumns: SortColumns<UserSortKey> = {
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
  name: users.name,
  username: users.username,
  email: users.email,
};

/** Thrown when a unique column (email, username) already holds the value; services turn it into a 409. */
export class DuplicateValueError extends Error {
  constructor(public readonly field: 'email' | 'username') {
    super(`duplicate ${field}`);
    this.name = 'DuplicateValueError';
  }
}

/** Postgres unique violations (23505) arrive wrapped by Drizzle; name the column from the constraint. */
function asDuplicate(e: unknown): DuplicateValueError | null {
  for (let err: unknown = e; err && typeof err === 'object'; err = (err as { cause?: unknown }).cause) {
    const { code, constraint } = err as { code?: string; constraint?: string };
    if (code === '23505') {
      if (constraint === 'users_email_key') return new DuplicateValueError('email');
      if (constraint === 'users_username_key') return new DuplicateValueError('username');
      return null;
    }
  }
  return null;
}

async function translatingDuplicates<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    throw asDuplicate(e) ?? e;
  }
}

/** ILIKE treats % and _ as wildcards; a search for "a_b" must match those characters literally. */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createUsersRepo(db: DbOrTx) {
  return {
    async insert(row: NewUserRow): Promise<UserRow> {
      return translatingDuplicates(async () => {
        const [created] = await db.insert(users).values(row).returning();
        return created;
      });
    },

    /** A new account and, for a performer, its profile: both or neither. */
    async createAccount(row: NewUserRow, performer?: Omit<NewPerformerRow, 'userId'>): Promise<{ user: UserRow; performer: PerformerRow | null }> {
      return translatingDuplicates(() =>
        db.transaction(async (tx) => {
          const [user] = await tx.insert(users).values(row).returning();
          if (!performer) return { user, performer: null };
          const [profile] = await tx.insert(performers).values({ ...performer, userId: user.id }).returning();
          return { user, performer: profile };
        }),
      );
    },

    async insertPerformerProfile(row: NewPerformerRow): Promise<PerformerRow> {
      const [created] = await db.insert(performers).values(row).returning();
      return created;
    },

    async findById(id: string): Promise<UserRow | null> {
      return firstOrNull(db.select().from(users).where(eq(users.id, id)));
    },

    /** A login name is a username or an email; both columns are citext, so case does not matter. */
    async findByLogin(login: string): Promise<UserRow | null> {
      return firstOrNull(
        db
          .select()
          .from(users)
          .where(or(eq(users.username, login), eq(users.email, login)))
      );
    },

    async findByEmail(email: string): Promise<UserRow | null> {
      return firstOrNull(db.select().from(users).where(eq(users.email, email)));
    },

    async findByUsername(username: string): Promise<UserRow | null> {
      return firstOrNull(db.select().from(users).where(eq(users.username, username)));
    },

    async update(id: string, patch: UserPatch): Promise<UserRow | null> {
      return translatingDuplicates(async () => {
        const [row] = await db.update(users).set(patch).where(eq(users.id, id)).returning();
        return row ?? null;
      });
    },

    /** Profile edit of PUT /users: the user's columns and the performer's bio together. */
    async updateProfile(id: string, patch: UserPatch, performerPatch?: PerformerPatch): Promise<UserRow | null> {
      return translatingDuplicates(() =>
        db.transaction(async (tx) => {
          const [row] = await tx.update(users).set(patch).where(eq(users.id, id)).returning();
          if (row && performerPatch) await tx.update(performers).set(performerPatch).where(eq(performers.userId, id));
          return row ?? null;
        }),
      );
    },

    async findPerformer(userId: string): Promise<PerformerRow | null> {
      return firstOrNull(db.select().from(performers).where(eq(performers.userId, userId)));
    },

    async findPerformers(userIds: string[]): Promise<PerformerRow[]> {
      if (!userIds.length) return [];
      return db.select().from(performers).where(inArray(performers.userId, userIds));
    },

    /** Whether `viewer` may see this performer's profile (performer-visibility.ts). */
    performerVisibleTo: (userId: string, viewer: Viewer): Promise<boolean> => createPerformersRepo(db).isVisible(userId, viewer),

    async updatePerformer(userId: string, patch: PerformerPatch): Promise<PerformerRow | null> {
      const [row] = await db.update(performers).set(patch).where(eq(performers.userId, userId)).returning();
      return row ?? null;
    },

    async search(filters: UserSearchFilters, page: Page<UserSortKey>): Promise<{ rows: UserRow[]; total: number }> {
      const conditions: SQL[] = [];
      if (filters.q) {
        const pattern = `%${escapeLike(filters.q)}%`;
        const text = or(ilike(users.name, pattern), ilike(users.username, pattern), ilike(users.email, pattern));
        if (text) conditions.push(text);
      }
      if (filters.role) conditions.push(sql`${filters.role} = any(${users.roles})`);
      if (filters.isPerformer !== undefined) conditions.push(eq(users.isPerformer, filters.isPerformer));
      if (filters.status) conditions.push(eq(users.status, filters.status));
      const where = conditions.length ? and(...conditions) : undefined;
      return selectPage(db, db.select().from(users).where(where).$dynamic(), orderOf(page, sortColumns, users.id), page);
    },
  };
}
export type UsersRepo = ReturnType<typeof createUsersRepo>;
