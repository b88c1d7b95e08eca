import { applyTableChange, parseTableQuery, sortKeyOf, toTableQuery } from '@/lib/table-query';

describe('table query in the address', () => {
  it('defaults: first page, sorted by updatedAt descending', () => {
    expect(parseTableQuery({})).toEqual({ current: 1, pageSize: 12, sortBy: 'updatedAt', sort: 'desc', filters: {} });
  });

  it('reads paging, sorting and keeps every other key as a filter', () => {
    const q = parseTableQuery({ current: '3', pageSize: '25', sortBy: 'name', sort: 'asc', status: 'active', q: 'ann', empty: '' });
    expect(q).toEqual({ current: 3, pageSize: 25, sortBy: 'name', sort: 'asc', filters: { status: 'active', q: 'ann' } });
  });

  it('refuses bad values instead of passing them on', () => {
    const q = parseTableQuery({ current: '-2', pageSize: '5000', sort: 'sideways', sortBy: '' });
    expect(q.current).toBe(1);
    expect(q.pageSize).toBe(100);
    expect(q.sort).toBe('desc');
    expect(q.sortBy).toBe('updatedAt');
    expect(parseTableQuery({ current: '2.5' }).current).toBe(1);
  });

  it('writes the query with filters merged in and empty filters dropped', () => {
    const query = toTableQuery({ current: 2, pageSize: 10, sortBy: 'createdAt', sort: 'asc', filters: { status: 'inactive', q: '' } });
    expect(query).toEqual({ current: '2', pageSize: '10', sortBy: 'createdAt', sort: 'asc', status: 'inactive' });
  });

  it('round-trips through the address', () => {
    const state = { current: 4, pageSize: 20, sortBy: 'username', sort: 'asc' as const, filters: { role: 'admin' } };
    expect(parseTableQuery(toTableQuery(state))).toEqual(state);
  });

  it('applies table changes: sorter, page, and a new filter back to page 1', () => {
    const start = parseTableQuery({ current: '3' });
    expect(applyTableChange(start, { sorter: { field: 'name', order: 'ascend' } })).toMatchObject({ sortBy: 'name', sort: 'asc', current: 3 });
    expect(applyTableChange(start, { sorter: { field: 'name', order: null } })).toMatchObject({ sortBy: 'updatedAt', sort: 'desc' });
    expect(applyTableChange(start, { pagination: { current: 5, pageSize: 12 } }).current).toBe(5);
    expect(applyTableChange(start, { pagination: { current: 5, pageSize: 50 } })).toMatchObject({ current: 1, pageSize: 50 });
    const filtered = applyTableChange(start, { filters: { status: 'active' } });
    expect(filtered).toMatchObject({ current: 1, filters: { status: 'active' } });
    expect(applyTableChange(filtered, { filters: { status: '' } }).filters).toEqual({});
  });

  it('sorts by the column key, also for a column showing a nested value', () => {
    const start = parseTableQuery({});
    expect(applyTableChange(start, { sorter: { columnKey: 'views', field: ['stats', 'views'], order: 'descend' } })).toMatchObject({ sortBy: 'views', sort: 'desc' });
    expect(applyTableChange(start, { sorter: { columnKey: 'createdAt', field: 'createdAt', order: 'ascend' } })).toMatchObject({ sortBy: 'createdAt', sort: 'asc' });
  });

  it('keeps an address sort key only when the route sorts by it', () => {
    const keys = ['title', 'createdAt', 'updatedAt'] as const;
    expect(sortKeyOf(keys, 'title')).toBe('title');
    expect(sortKeyOf(keys, 'password_hash')).toBeUndefined();
    expect(sortKeyOf(keys, undefined)).toBeUndefined();
  });
});
