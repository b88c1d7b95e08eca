// A list read page by page and appended ("load more"), which the viewer may also change in place: a new
// item added at either end, one removed or replaced. The next page starts after the items held, so adding
// at the start (newest first) or removing shifts it the same way the server's list shifted.
export interface PagedItems<T> {
  items: T[];
  total: number;
  loading: boolean;
  error: string | null;
  /** At least one page has arrived. */
  started: boolean;
}

export type PagedAction<T> =
  | { type: 'loading' }
  | { type: 'page'; items: T[]; total: number }
  | { type: 'failed'; error: string }
  | { type: 'added'; item: T; at: 'start' | 'end' }
  | { type: 'removed'; id: string }
  | { type: 'replaced'; item: T }
  | { type: 'reset' };

export const emptyPaged = <T>(): PagedItems<T> => ({ items: [], total: 0, loading: false, error: null, started: false });

/** Every item has arrived. */
export const isDone = (s: PagedItems<unknown>): boolean => s.started && s.items.length >= s.total;

export function pagedReducer<T extends { _id: string }>(state: PagedItems<T>, action: PagedAction<T>): PagedItems<T> {
  switch (action.type) {
    case 'loading':
      return { ...state, loading: true, error: null };
    case 'page': {
      // An item that moved down a page between two calls arrives twice: the first copy stays.
      const seen = new Set(state.items.map((i) => i._id));
      const fresh = action.items.filter((i) => !seen.has(i._id));
      const items = [...state.items, ...fresh];
      // An empty page is the end, even if the total promised more (items deleted meanwhile).
      const total = action.items.length ? Math.max(action.total, items.length) : items.length;
      return { items, total, loading: false, error: null, started: true };
    }
    case 'failed':
      return { ...state, loading: false, error: action.error };
    case 'added':
      if (state.items.some((i) => i._id === action.item._id)) return state;
      if (action.at === 'start') return { ...state, items: [action.item, ...state.items], total: state.total + 1 };
      // Added at the end of a list not read to its end: a later page brings it, in its place.
      if (!isDone(state)) return { ...state, total: state.total + 1 };
      return { ...state, items: [...state.items, action.item], total: state.total + 1 };
    case 'removed': {
      const items = state.items.filter((i) => i._id !== action.id);
      return items.length === state.items.length ? state : { ...state, items, total: Math.max(items.length, state.total - 1) };
    }
    case 'replaced':
      return { ...state, items: state.items.map((i) => (i._id === action.item._id ? action.item : i)) };
    case 'reset':
      return emptyPaged<T>();
  }
}
