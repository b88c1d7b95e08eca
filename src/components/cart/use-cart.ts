// The fan's cart for React: the tab's copy (cart-copy.ts) with the changes a page can make. A change shows at
// once, goes to the server, and is replaced by the server's answer, or undone with the server's reason as a
// toast. The header reads only the copy's count, so this module and the cart's line functions load with the
// pages that add to or show the cart.
import { useCallback } from 'react';
import type { CartAnswer } from '@/contracts/cart';
import { errorMessageOr } from '@/lib/errors';
import { notifyError } from '@/lib/notify';
import { cartService } from '@/services/cart.api';
import { cartSnapshot, isLatest, loadCart, nextVersion, publish, showServerCart, useCartCopy } from './cart-copy';
import { addLine, cartTotal, clampQuantity, itemCount, quantityIn, removeLines, setLineQuantity, type CartItem, type CartLine } from './cart-store';

export { CART_LOAD_FAILED, loadCart, resetCart, showServerCart } from './cart-copy';
export const CART_SAVE_FAILED = 'Could not save your cart. Please try again.';

/** Shows `change` at once and sends it; the server's answer wins, a refusal undoes it with its reason. */
async function change(owner: string, optimistic: (lines: CartLine[]) => CartLine[], send: () => Promise<{ data: CartAnswer }>): Promise<boolean> {
  if (!cartSnapshot().loaded || cartSnapshot().owner !== owner) await loadCart(owner);
  if (cartSnapshot().owner !== owner) return false;
  const before = cartSnapshot().lines;
  const at = nextVersion();
  publish({ ...cartSnapshot(), lines: optimistic(before) });
  try {
    const { data } = await send();
    if (isLatest(at) && cartSnapshot().owner === owner) publish({ ...cartSnapshot(), lines: data.lines, loaded: true });
    return true;
  } catch (e) {
    if (isLatest(at) && cartSnapshot().owner === owner) publish({ ...cartSnapshot(), lines: before });
    notifyError(errorMessageOr(e, CART_SAVE_FAILED));
    return false;
  }
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

export function useCart(): Cart {
  const { owner, current, mine } = useCartCopy();

  const lines = mine ? current.lines : [];
  const reload = useCallback(() => (owner ? loadCart(owner) : Promise.resolve()), [owner]);
  const add = useCallback(
    async (item: CartItem, quantity = 1) => {
      if (!owner) return false;
      if (!cartSnapshot().loaded || cartSnapshot().owner !== owner) await loadCart(owner);
      const target = clampQuantity(quantityIn(cartSnapshot().lines, item.productId) + quantity, item);
      return change(owner, (l) => addLine(l, item, quantity), () => cartService.setQuantity(item.productId, target));
    },
    [owner],
  );
  const setQuantity = useCallback(
    (productId: string, quantity: number) => {
      if (!owner) return Promise.resolve(false);
      return change(owner, (l) => setLineQuantity(l, productId, quantity), async () => {
        const line = cartSnapshot().lines.find((l) => l.productId === productId);
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
