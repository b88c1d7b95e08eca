// The "load more" list: pages appended without repeats, items added, removed and replaced in place.
import { emptyPaged, isDone, pagedReducer, type PagedItems } from '@/hooks/paged-items';

type Item = { _id: string; n: number };
const item = (id: string, n = 0): Item => ({ _id: id, n });
const page = (state: PagedItems<Item>, ids: string[], total: number) => pagedReducer(state, { type: 'page', items: ids.map((id) => item(id)), total });
const ids = (s: PagedItems<Item>) => s.items.map((i) => i._id);

describe('pagedReducer', () => {
  it('appends pages, drops repeats, and is done once every item arrived', () => {
    let s = pagedReducer(emptyPaged<Item>(), { type: 'loading' });
    expect([s.loading, isDone(s)]).toEqual([true, false]);
    s = page(s, ['a', 'b'], 3);
    expect([ids(s), s.total, s.loading, isDone(s)]).toEqual([['a', 'b'], 3, false, false]);
    // "b" moved down a page on the server meanwhile.
    s = page(s, ['b', 'c'], 3);
    expect([ids(s), isDone(s)]).toEqual([['a', 'b', 'c'], true]);
  });

  it('treats an empty page as the end even when the total promised more', () => {
    const s = page(page(emptyPaged<Item>(), ['a'], 5), [], 5);
    expect([s.total, isDone(s)]).toEqual([1, true]);
  });

  it('keeps the items it has when a page fails, with the reason', () => {
    const s = pagedReducer(page(emptyPaged<Item>(), ['a'], 2), { type: 'failed', error: 'Offline' });
    expect([ids(s), s.error, s.loading]).toEqual([['a'], 'Offline', false]);
  });

  it('puts a new item first, and counts one added at the end of an unfinished list without showing it out of place', () => {
    const partial = page(emptyPaged<Item>(), ['a', 'b'], 4);
    const first = pagedReducer(partial, { type: 'added', item: item('new'), at: 'start' });
    expect([ids(first), first.total]).toEqual([['new', 'a', 'b'], 5]);
    const last = pagedReducer(partial, { type: 'added', item: item('reply'), at: 'end' });
    expect([ids(last), last.total]).toEqual([['a', 'b'], 5]);
    const full = pagedReducer(page(emptyPaged<Item>(), ['a'], 1), { type: 'added', item: item('reply'), at: 'end' });
    expect([ids(full), full.total, isDone(full)]).toEqual([['a', 'reply'], 2, true]);
    expect(pagedReducer(full, { type: 'added', item: item('a'), at: 'start' })).toBe(full);
  });

  it('removes and replaces items by id', () => {
    const s = page(emptyPaged<Item>(), ['a', 'b'], 2);
    const removed = pagedReducer(s, { type: 'removed', id: 'a' });
    expect([ids(removed), removed.total]).toEqual([['b'], 1]);
    expect(pagedReducer(s, { type: 'removed', id: 'zzz' })).toBe(s);
    const replaced = pagedReducer(s, { type: 'replaced', item: item('b', 7) });
    expect(replaced.items[1]).toEqual({ _id: 'b', n: 7 });
    expect(pagedReducer(s, { type: 'reset' })).toEqual(emptyPaged());
  });
});
