// The current user's cart for React: components re-render when it changes in this tab (writes go through
// here) or in another tab (the browser's storage event). Logged out, the cart is empty and read-only.
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { selectLoggedIn } from '@/redux/auth/selectors';
import { useAppSelector } from '@/redux/hooks';
import { selectCurrentUser } from '@/redux/user/selectors';
import { addLine, cartTotal, itemCount, parseCart, readCart, readRaw, removeLines, setLineQuantity, writeCart, type CartItem, type CartLine } from './cart-store';

const listeners = new Set<() => void>();

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key.startsWith('cart:')) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Reads the stored lines, applies `change` and tells every subscriber in this tab. */
export function updateCart(userId: string, change: (lines: CartLine[]) => CartLine[]): boolean {
  const storage = browserStorage();
  const saved = writeCart(storage, userId, change(readCart(storage, userId)));
  listeners.forEach((l) => l());
  return saved;
}

export interface Cart {
  lines: CartLine[];
  count: number;
  total: number;
  /** False when logged out: nothing can be added. */
  available: boolean;
  add: (item: CartItem, quantity?: number) => boolean;
  setQuantity: (productId: string, quantity: number) => void;
  remove: (productIds: string[]) => void;
}

export function useCart(): Cart {
  const loggedIn = useAppSelector(selectLoggedIn);
  const { _id } = useAppSelector(selectCurrentUser);
  const userId = loggedIn ? _id : '';
  // The raw stored text is the snapshot: a string compares by value, so unchanged storage never re-renders.
  const raw = useSyncExternalStore(
    subscribe,
    () => readRaw(browserStorage(), userId),
    () => null,
  );
  const lines = useMemo(() => parseCart(raw), [raw]);

  const add = useCallback((item: CartItem, quantity = 1) => !!userId && updateCart(userId, (current) => addLine(current, item, quantity)), [userId]);
  const setQuantity = useCallback(
    (productId: string, quantity: number) => {
      if (userId) updateCart(userId, (current) => setLineQuantity(current, productId, quantity));
    },
    [userId],
  );
  const remove = useCallback(
    (productIds: string[]) => {
      if (userId) updateCart(userId, (current) => removeLines(current, productIds));
    },
    [userId],
  );

  return { lines, count: itemCount(lines), total: cartTotal(lines), available: !!userId, add, setQuantity, remove };
}
