// A fan's address book. One default per user: marking an address the default clears
// the others in the same transaction, with the user's row locked so two requests cannot both win. A user's
// first address becomes the default on its own.
import { addressSortKeys, type Address, type AddressSearchQuery, type CreateAddressBody, type UpdateAddressBody } from '@/contracts/addresses';
import type { List } from '@/contracts/common';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { toPage } from '../../http/paging';
import { createAddressesRepo } from './addresses.repo';
import type { OrderAddress } from '../orders/orders.table';
import type { AddressRow } from './addresses.table';

export const addressMissing = () => notFound('This address does not exist, or is not yours.');

/** The part of an address an order keeps: where it goes, without the fan's label. */
export function deliveryAddressFrom(row: AddressRow): OrderAddress {
  const { recipientName, phone, country, state, city, streetAddress, zipCode } = row;
  return { recipientName, phone, country, state, city, streetAddress, zipCode };
}

export function presentAddress(row: AddressRow): Address {
  return {
    _id: row.id,
    userId: row.userId,
    name: row.name,
    recipientName: row.recipientName,
    phone: row.phone,
    country: row.country,
    state: row.state,
    city: row.city,
    streetAddress: row.streetAddress,
    zipCode: row.zipCode,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createAddressesService(deps: { db: Db }) {
  async function create(userId: string, body: CreateAddressBody): Promise<Address> {
    const row = await deps.db.transaction(async (tx) => {
      const repo = createAddressesRepo(tx);
      await repo.lockOwner(userId);
      const isDefault = body.isDefault || (await repo.count(userId)) === 0;
      const created = await repo.insert(userId, { ...body, isDefault });
      if (isDefault) await repo.clearDefaultExcept(userId, created.id);
      return created;
    });
    return presentAddress(row);
  }

  async function update(userId: string, id: string, body: UpdateAddressBody): Promise<Address> {
    const row = await deps.db.transaction(async (tx) => {
      const repo = createAddressesRepo(tx);
      await repo.lockOwner(userId);
      const updated = await repo.update(userId, id, body);
      if (!updated) throw addressMissing();
      if (body.isDefault) await repo.clearDefaultExcept(userId, id);
      return updated;
    });
    return presentAddress(row);
  }

  async function search(userId: string, query: AddressSearchQuery): Promise<List<Address>> {
    const { rows, total } = await createAddressesRepo(deps.db).list(userId, toPage(query, addressSortKeys, 'createdAt'), { defaultFirst: query.sortBy === undefined });
    return { data: rows.map(presentAddress), total };
  }

  /** Orders keep their own copy of the address, so deleting one changes no order. */
  async function remove(userId: string, id: string): Promise<{ deleted: true }> {
    if (!(await createAddressesRepo(deps.db).remove(userId, id))) throw addressMissing();
    return { deleted: true };
  }

  return { create, update, search, remove };
}
export type AddressesService = ReturnType<typeof createAddressesService>;
