/** @jest-environment node */
import { asc, desc } from 'drizzle-orm';
import { integer, PgDialect, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, pagedQuery, sortableBy } from '@/contracts/common';
import { AppError } from '@/server/http/errors';
import { orderOf, type SortColumns } from '@/server/db/order';
import { toPage } from '@/server/http/paging';

const sortable = sortableBy(['name']);
const query = pagedQuery(sortable);

describe('sort keys', () => {
  it('always include createdAt and updatedAt, each once, after the route\'s own', () => {
    expect(sortableBy()).toEqual(['createdAt', 'updatedAt']);
    expect(sortableBy(['name', 'price'])).toEqual(['name', 'price', 'createdAt', 'updatedAt']);
    expect(sortableBy(['updatedAt', 'name'])).toEqual(['updatedAt', 'name', 'createdAt']);
  });

  it('refuse a key the route does not sort by, naming the keys it does', () => {
    for (const sortBy of ['passwordHash', 'name; DROP TABLE users', '__proto__', '', 'x'.repeat(5000)]) {
      const parsed = query.safeParse({ sortBy });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]).toMatchObject({ path: ['sortBy'], message: 'sortBy must be one of: name, createdAt, updatedAt' });
    }
    expect(query.safeParse({ sortBy: ['name', 'createdAt'] }).success).toBe(false);
    for (const sortBy of sortable) expect(query.parse({ sortBy }).sortBy).toBe(sortBy);
  });
});

describe('paging', () => {
  it('turns current/pageSize into limit/offset', () => {
    expect(toPage(query.parse({ current: '3', pageSize: '20' }), sortable, 'updatedAt')).toEqual({
      limit: 20,
      offset: 40,
      sortBy: 'updatedAt',
      sort: 'desc',
    });
  });

  it('accepts offset/limit as well', () => {
    expect(toPage(query.parse({ offset: '25', limit: '25', sort: 'asc' }), sortable, 'updatedAt')).toMatchObject({
      limit: 25,
      offset: 25,
      sort: 'asc',
    });
  });

  it('uses the default page size, the first page and the route\'s default order when nothing is asked', () => {
    expect(toPage(query.parse({}), sortable, 'createdAt')).toEqual({ limit: DEFAULT_PAGE_SIZE, offset: 0, sortBy: 'createdAt', sort: 'desc' });
    expect(toPage(query.parse({}), sortable, 'name', 'asc')).toMatchObject({ sortBy: 'name', sort: 'asc' });
    expect(toPage(query.parse({ sort: 'desc' }), sortable, 'name', 'asc').sort).toBe('desc');
  });

  it('keeps the key asked for, and refuses one outside the route\'s keys rather than replacing it', () => {
    expect(toPage(query.parse({ sortBy: 'name' }), sortable, 'updatedAt').sortBy).toBe('name');
    // Only a service whose keys do not match its schema gets here: the schema refuses the key first.
    const mismatched = () => toPage({ sortBy: 'passwordHash' }, sortable as readonly string[], 'createdAt');
    expect(mismatched).toThrow(AppError);
    expect(mismatched).toThrow('Please check the request in the address. sortBy must be one of: name, createdAt, updatedAt.');
  });

  it(`refuses page sizes above ${MAX_PAGE_SIZE} with a readable message`, () => {
    const tooBig = query.safeParse({ pageSize: String(MAX_PAGE_SIZE + 1) });
    expect(tooBig.success).toBe(false);
    expect(tooBig.error?.issues[0].message).toBe(`pageSize can be at most ${MAX_PAGE_SIZE}`);
    expect(query.safeParse({ limit: '5000' }).success).toBe(false);
    expect(query.safeParse({ pageSize: String(MAX_PAGE_SIZE) }).success).toBe(true);
  });

  it('refuses nonsense pages and sort orders', () => {
    expect(query.safeParse({ current: '0' }).success).toBe(false);
    expect(query.safeParse({ offset: '-1' }).success).toBe(false);
    expect(query.safeParse({ pageSize: 'ten' }).success).toBe(false);
    const sideways = query.safeParse({ sort: 'sideways' });
    expect(sideways.error?.issues[0]).toMatchObject({ path: ['sort'], message: 'sort must be asc or desc' });
  });
});

describe('orderOf', () => {
  const items = pgTable('items', { id: uuid('id'), name: text('name'), rank: integer('rank'), createdAt: timestamp('created_at') });
  const columns: SortColumns<'name' | 'createdAt'> = { name: [items.rank, items.name], createdAt: items.createdAt };
  const sqlOf = (order: ReturnType<typeof orderOf>) => order.map((part) => new PgDialect().sqlToQuery(part).sql);

  it('orders by the key\'s columns, then the id, all one way', () => {
    expect(sqlOf(orderOf({ sortBy: 'name', sort: 'asc' }, columns, items.id))).toEqual(sqlOf([asc(items.rank), asc(items.name), asc(items.id)]));
    expect(sqlOf(orderOf({ sortBy: 'createdAt', sort: 'desc' }, columns, items.id))).toEqual(sqlOf([desc(items.createdAt), desc(items.id)]));
  });
});
