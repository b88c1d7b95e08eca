/** @jest-environment node */
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, pagingQuery } from '@/contracts/common';
import { toPage } from '@/server/http/paging';

const sortable = ['createdAt', 'updatedAt', 'name'] as const;

describe('paging', () => {
  it('turns current/pageSize into limit/offset', () => {
    expect(toPage(pagingQuery.parse({ current: '3', pageSize: '20' }), sortable, 'updatedAt')).toEqual({
      limit: 20,
      offset: 40,
      sortBy: 'updatedAt',
      sort: 'desc',
    });
  });

  it('accepts offset/limit as well', () => {
    expect(toPage(pagingQuery.parse({ offset: '25', limit: '25', sort: 'asc' }), sortable, 'updatedAt')).toMatchObject({
      limit: 25,
      offset: 25,
      sort: 'asc',
    });
  });

  it('uses the default page size and the first page when nothing is asked', () => {
    expect(toPage(pagingQuery.parse({}), sortable, 'createdAt')).toEqual({
      limit: DEFAULT_PAGE_SIZE,
      offset: 0,
      sortBy: 'createdAt',
      sort: 'desc',
    });
  });

  it('only sorts by the columns the route allows', () => {
    expect(toPage(pagingQuery.parse({ sortBy: 'name' }), sortable, 'updatedAt').sortBy).toBe('name');
    expect(toPage(pagingQuery.parse({ sortBy: 'passwordHash' }), sortable, 'updatedAt').sortBy).toBe('updatedAt');
    expect(toPage(pagingQuery.parse({ sortBy: 'name; DROP TABLE users' }), sortable, 'updatedAt').sortBy).toBe('updatedAt');
  });

  it(`refuses page sizes above ${MAX_PAGE_SIZE} with a readable message`, () => {
    const tooBig = pagingQuery.safeParse({ pageSize: String(MAX_PAGE_SIZE + 1) });
    expect(tooBig.success).toBe(false);
    expect(tooBig.error?.issues[0].message).toBe(`pageSize can be at most ${MAX_PAGE_SIZE}`);
    expect(pagingQuery.safeParse({ limit: '5000' }).success).toBe(false);
    expect(pagingQuery.safeParse({ pageSize: String(MAX_PAGE_SIZE) }).success).toBe(true);
  });

  it('refuses nonsense pages and sort orders', () => {
    expect(pagingQuery.safeParse({ current: '0' }).success).toBe(false);
    expect(pagingQuery.safeParse({ offset: '-1' }).success).toBe(false);
    expect(pagingQuery.safeParse({ sort: 'sideways' }).success).toBe(false);
    expect(pagingQuery.safeParse({ pageSize: 'ten' }).success).toBe(false);
  });
});
