// The fan's cart for React. The server keeps it, one cart for every session of the fan (docs/money.md, "The
// cart"); this module holds the copy this tab shows: read once per account, again when the tab comes back into
// view or the cart page opens. A change shows at once, goes to the server, and is replaced by the server's
// answer, or undone with the server's reason as a toast. Performers, admins and visitors have no cart: they
// read an empty one and nothing is fetched. Types only from the contract: the header reads this on every page.
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { CartAnswer } from '@/contracts/cart';
import { errorMessageOr } from '@/lib/errors';
import { notifyError } from '@/lib/notify';
import { selectIsAdmin, selectLoggedIn } from '@/redux/auth/selectors';
import { useAppSelector } from '@/redux/hooks';
import { selectCurrentUser } from '@/redux/user/selectors';
import { cartService } from '@/services/cart.api';
import { addLine, cartKey, cartTotal, clampQuantity, GUEST_CART_KEY, itemCount, quantityIn, removeLines, setLineQuantity, type CartItem, type CartLine } from './cart-store';

export const CART_SAVE_FAILED = 'Could not save your cart. Please try again.';
export const CART_LOAD_FAILED = 'Could not load your cart.';

interface Snapshot {
  /** The account whose cart this is; '' for none. */
  owner: string;
  lines: CartLine[];
  loaded: boolean;
  error: string | null;
}
const EMPTY: Snapshot = { owner: '', lines: [], loaded: false, error: null };

let snapshot = EMPTY;
/** Bumped by every change and load: an answer lands only if nothing newer was started after it. */
let version = 0;
let loading: { owner: string; done: Promise<void> } | null = null;
const listeners = new Set<() => void>();

function publish(next: Snapshot): void {
  snapshot = next;
  listeners.forEach((l) => l());
}

function onVisible(): void {
  if (document.visibilityState === 'visible' && snapshot.owner && snapshot.loaded) void loadCart(snapshot.owner);
}

function subscribe(listener: () => void): () => void {
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

/** Shows `change` at once and sends it; the server's answer wins, a refusal undoes it with its reason. */
async function change(owner: string, optimistic: (lines: CartLine[]) => CartLine[], send: () => Promise<{ data: CartAnswer }>): Promise<boolean> {
  if (!snapshot.loaded || snapshot.owner !== owner) await loadCart(owner);
  if (snapshot.owner !== owner) return false;
  const before = snapshot.lines;
  const at = ++version;
  publish({ ...snapshot, lines: optimistic(before) });
  try {
    const { data } = await send();
    if (at === version && snapshot.owner === owner) publish({ ...snapshot, lines: data.lines, loaded: true });
    return true;
  } catch (e) {
    if (at === version && snapshot.owner === owner) publish({ ...snapshot, lines: before });
    notifyError(errorMessageOr(e, CART_SAVE_FAILED));
    return false;
  }
}

/** Puts the server's answer in place (after a checkout, which answers the cart it left). */
export function showServerCart(owner: string, cart: CartAnswer): void {
  version++;
  if (snapshot.owner === owner) publish({ ...snapshot, lines: cart.lines, loaded: true, error: null });
}

export interface Cart {
  lines: CartLine[];
  count: number;
  total: number;
  /** A fan is logged in: there is a cart to fill. */
  available: boolean;
  loaded: boolean;
  error: string | null;
  reload: () => Promise<void>;
  /** Adds `quantity` of an item (within what one order may hold); false when the server refused it. */
  add: (item: CartItem, quantity?: number) => Promise<boolean>;
  setQuantity: (productId: string, quantity: number) => Promise<boolean>;
  remove: (productIds: string[]) => Promise<boolean>;
  /** Shows the cart a checkout answered. */
  replace: (cart: CartAnswer) => void;
}

/** The account that has a cart: a logged-in fan; '' for visitors, performers and admins. */
function useCartOwner(): string {
  const loggedIn = useAppSelector(selectLoggedIn);
  const user = useAppSelector(selectCurrentUser);
  const isAdmin = useAppSelector(selectIsAdmin);
  return loggedIn && user._id && !user.isPerformer && !isAdmin ? user._id : '';
}

export function useCart(): Cart {
  const owner = useCartOwner();
  const current = useSyncExternalStore(subscribe, () => snapshot, () => EMPTY);
  const mine = current.owner === owner && owner !== '';

  useEffect(() => {
    if (!owner) {
      if (snapshot.owner) resetCart();
    } else if (snapshot.owner !== owner) void loadCart(owner);
  }, [owner]);

  const lines = mine ? current.lines : [];
  const reload = useCallback(() => (owner ? loadCart(owner) : Promise.resolve()), [owner]);
  const add = useCallback(
    async (item: CartItem, quantity = 1) => {
      if (!owner) return false;
      if (!snapshot.loaded || snapshot.owner !== owner) await loadCart(owner);
      const target = clampQuantity(quantityIn(snapshot.lines, item.productId) + quantity, item);
      return change(owner, (l) => addLine(l, item, quantity), () => cartService.setQuantity(item.productId, target));
    },
    [owner],
  );
  const setQuantity = useCallback(
    (productId: string, quantity: number) => {
      if (!owner) return Promise.resolve(false);
      return change(owner, (l) => setLineQuantity(l, productId, quantity), async () => {
        const line = snapshot.lines.find((l) => l.productId === productId);
        return cartService.setQuantity(productId, line ? clampQuantity(quantity, line) : quantity);
      });
    },
    [owner],
  );
  const remove = useCallback(
    (productIds: string[]) => {
      if (!owner || !productIds.length) return Promise.resolve(!!owner);
      return change(owner, (l) => removeLines(l, productIds), async () => {
        let answer: { data: CartAnswer } | null = null;
        for (const id of productIds) answer = await cartService.remove(id);
        return answer!;
      });
    },
    [owner],
  );
  const replace = useCallback((cart: CartAnswer) => showServerCart(owner, cart), [owner]);

  return {
    lines,
    count: itemCount(lines),
    total: cartTotal(lines),
    available: !!owner,
    loaded: mine && current.loaded,
    error: mine ? current.error : null,
    reload,
    add,
    setQuantity,
    remove,
    replace,
  };
}
