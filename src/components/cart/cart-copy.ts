// The copy of the fan's cart this tab shows, and its count for the header on every page. The server keeps the
// cart (docs/money.md, "The cart"): the copy is read once per account, again when the tab comes back into view or
// the cart page opens. Changing it (use-cart.ts, with the cart's line functions) loads with the pages that add to
// or show the cart; the header only reads. Performers, admins and visitors have no cart: they read an empty one
// and nothing is fetched. Types only from the contract: the header reads this on every page.
import { useEffect, useSyncExternalStore } from 'react';
import type { CartAnswer, CartLineAnswer } from '@/contracts/cart';
import { errorMessageOr } from '@/lib/errors';
import { selectIsAdmin, selectLoggedIn } from '@/redux/auth/selectors';
import { useAppSelector } from '@/redux/hooks';
import { selectCurrentUser } from '@/redux/user/selectors';
import { cartKey, GUEST_CART_KEY } from './cart-keys';

export const CART_LOAD_FAILED = 'Could not load your cart.';

type CartLine = CartLineAnswer;

export interface Snapshot {
  /** The account whose cart this is; '' for none. */
  owner: string;
  lines: CartLine[];
  loaded: boolean;
  error: string | null;
}
export const EMPTY: Snapshot = { owner: '', lines: [], loaded: false, error: null };

let snapshot = EMPTY;
/** Bumped by every change and load: an answer lands only if nothing newer was started after it. */
let version = 0;
let loading: { owner: string; done: Promise<void> } | null = null;
const listeners = new Set<() => void>();

export function publish(next: Snapshot): void {
  snapshot = next;
  listeners.forEach((l) => l());
}

function onVisible(): void {
  if (document.visibilityState === 'visible' && snapshot.owner && snapshot.loaded) void loadCart(snapshot.owner);
}

export function subscribe(listener: () => void): () => void {
  if (!listeners.size) document.addEventListener('visibilitychange', onVisible);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (!listeners.size) document.removeEventListener('visibilitychange', onVisible);
  };
}

/**
 * Whether this browser kept something for the account (a cart stored before carts moved to the server, or what
 * a visitor asked for before logging in). Only then is the code that adds it loaded: every page has this module.
 */
function keptInBrowser(owner: string): boolean {
  try {
    const storage = typeof window === 'undefined' ? null : window.localStorage;
    return !!storage && (storage.getItem(cartKey(owner)) !== null || storage.getItem(GUEST_CART_KEY) !== null);
  } catch {
    return false;
  }
}

/** Reads the account's cart (one read at a time per account). */
export function loadCart(owner: string): Promise<void> {
  if (loading?.owner === owner) return loading.done;
  if (snapshot.owner !== owner) publish({ ...EMPTY, owner });
  const at = ++version;
  const entry = { owner, done: Promise.resolve() };
  entry.done = (async () => {
    try {
      // The request code comes with the first cart a tab reads: visitors, performers and admins never need it.
      const { cartService } = await import('@/services/cart.api');
      const read = (await cartService.get()).data;
      const cart = keptInBrowser(owner) ? await (await import('./cart-merge')).mergeStored(owner, read) : read;
      if (at === version && snapshot.owner === owner) publish({ owner, lines: cart.lines, loaded: true, error: null });
    } catch (e) {
      if (at === version && snapshot.owner === owner) publish({ ...snapshot, error: errorMessageOr(e, CART_LOAD_FAILED) });
    } finally {
      if (loading === entry) loading = null;
    }
  })();
  loading = entry;
  return entry.done;
}

/** Forgets the tab's copy (logged out, or another account). */
export function resetCart(): void {
  version++;
  loading = null;
  publish(EMPTY);
}

/** The copy as it is now. */
export const cartSnapshot = (): Snapshot => snapshot;

/** Starts a change or a load; its answer lands only while `isLatest` still holds for the number it got. */
export const nextVersion = (): number => ++version;
export const isLatest = (at: number): boolean => at === version;

/** Puts the server's answer in place (after a checkout, which answers the cart it left). */
export function showServerCart(owner: string, cart: CartAnswer): void {
  version++;
  if (snapshot.owner === owner) publish({ ...snapshot, lines: cart.lines, loaded: true, error: null });
}

/** The account that has a cart: a logged-in fan; '' for visitors, performers and admins. */
export function useCartOwner(): string {
  const loggedIn = useAppSelector(selectLoggedIn);
  const user = useAppSelector(selectCurrentUser);
  const isAdmin = useAppSelector(selectIsAdmin);
  return loggedIn && user._id && !user.isPerformer && !isAdmin ? user._id : '';
}

/** The copy for the account that has a cart (read when it changes), and whether it is that account's. */
export function useCartCopy(): { owner: string; current: Snapshot; mine: boolean } {
  const owner = useCartOwner();
  const current = useSyncExternalStore(subscribe, cartSnapshot, () => EMPTY);

  useEffect(() => {
    if (!owner) {
      if (snapshot.owner) resetCart();
    } else if (snapshot.owner !== owner) void loadCart(owner);
  }, [owner]);

  return { owner, current, mine: current.owner === owner && owner !== '' };
}

/** How many items the cart holds (0 without one): the header's count. */
export function useCartCount(): number {
  const { current, mine } = useCartCopy();
  return mine ? current.lines.reduce((sum, l) => sum + l.quantity, 0) : 0;
}
