// The only place addresses rows are read and written. Every read and write names the owner, so one user's
// address can never be reached through another's request.
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { addressSortKeys } from '@/contracts/addresses';
import { orderOf, type SortColumns } from '../../db/order';
import type { Page } from '../../http/paging';
import { users } from '../users/users.table';
import { addresses, type AddressRow } from './addresses.table';
import { firstOrNull } from '../../db/select';

export type AddressSortKey = (typeof addressSortKeys)[number];
const SORT_COLUMNS: SortColumns<AddressSortKey> = { createdAt: addresses.createdAt, updatedAt: addresses.updatedAt };

export type NewAddress = Omit<typeof addresses.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;
export type AddressPatch = Partial<NewAddress>;

export function createAddressesRepo(db: DbOrTx) {
  const own = (userId: string, id: string) => and(eq(addresses.id, id), eq(addresses.userId, userId))!;
  const count = async (userId: string): Promise<number> =>
    (await db.select({ n: sql<number>`count(*)::int` }).from(addresses).where(eq(addresses.userId, userId)))[0].n;

  return {
    /** Holds the user's row until the transaction ends, so two writes cannot both leave a default behind. */
    async lockOwner(userId: string): Promise<void> {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    },

    count,

    async insert(userId: string, row: NewAddress): Promise<AddressRow> {
      const [created] = await db
        .insert(addresses)
        .values({ ...row, userId })
        .returning();
      return created;
    },

    async findOwn(userId: string, id: string): Promise<AddressRow | null> {
      return firstOrNull(db.select().from(addresses).where(own(userId, id)));
    },

    async update(userId: string, id: string, patch: AddressPatch): Promise<AddressRow | null> {
      const [row] = await db
        .update(addresses)
        .set({ ...patch, updatedAt: new Date() })
        .where(own(userId, id))
        .returning();
      return row ?? null;
    },

    /** Every other address of the user stops being the default. */
    async clearDefaultExcept(userId: string, keepId: string): Promise<void> {
      await db
        .update(addresses)
        .set({ isDefault: false })
        .where(and(eq(addresses.userId, userId), ne(addresses.id, keepId), eq(addresses.isDefault, true)));
    },

    async remove(userId: string, id: string): Promise<AddressRow | null> {
      const [row] = await db.delete(addresses).where(own(userId, id)).returning();
      return row ?? null;
    },

    /** In the page's order; with `defaultFirst` (the address book's own order) the default address leads. */
    async list(userId: string, page: Page<AddressSortKey>, { defaultFirst }: { defaultFirst: boolean }): Promise<{ rows: AddressRow[]; total: number }> {
      const rows = await db
        .select()
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(...(defaultFirst ? [desc(addresses.isDefault)] : []), ...orderOf(page, SORT_COLUMNS, addresses.id))
        .limit(page.limit)
        .offset(page.offset);
      return { rows, total: await count(userId) };
    },
  };
}
export type AddressesRepo = ReturnType<typeof createAddressesRepo>;
