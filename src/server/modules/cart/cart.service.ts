// A fan's cart (docs/money.md, "The cart"): what goes in is checked against the product as it is (on sale, seen
// by the fan, not their own, within its stock and the order cap); what comes out shows each product as it is
// now; checkout buys each line through the wallet's own purchase, which reads the price again, and takes the
// lines it bought out of the cart. Performers and administrators have no cart.
import { MAX_CART_LINES, type CartAnswer, type CartCheckoutBody, type CartCheckoutResult, type CartLineAnswer } from '@/contracts/cart';
import { MAX_ORDER_QUANTITY } from '@/contracts/shell-values';
import { fromMinor, toMinor } from '@/lib/money';
import type { AfterAnswer } from '../../http/after-answer';
import { AppError, forbidden, unprocessable } from '../../http/errors';
import type { Viewer } from '../performers/performer-visibility';
import type { ProductReadsService } from '../products/product-reads.service';
import type { WalletChargesService } from '../wallet-charges/wallet-charges.service';
import type { CartRepo, CartRow } from './cart.repo';

export const NO_CART = 'Only fans have a cart: performer and administrator accounts do not shop here.';

/** Who is asking: a logged-in account with its roles. */
export interface Shopper {
  viewer: Viewer & { userId: string };
  isPerformer: boolean;
  isAdmin: boolean;
}

function problemOf(row: CartRow): string | null {
  const { product, quantity } = row;
  if (product.status !== 'active' || product.moderation !== 'visible') return 'This product is no longer on sale.';
  if (product.type === 'physical' && (product.stock ?? 0) <= 0) return 'This product is sold out.';
  if (product.type === 'physical' && quantity > (product.stock ?? 0)) return `Only ${product.stock} left: lower the quantity.`;
  return null;
}

export function createCartService(deps: {
  repo: CartRepo;
  reads: Pick<ProductReadsService, 'readable' | 'presentPage' | 'missing'>;
  charges: Pick<WalletChargesService, 'purchaseProduct'>;
}) {
  const { repo, reads } = deps;

  function fanOnly(shopper: Shopper): void {
    if (shopper.isPerformer || shopper.isAdmin) throw forbidden(NO_CART);
  }

  async function answer(viewer: Shopper['viewer']): Promise<CartAnswer> {
    const rows = await repo.lines(viewer.userId);
    if (!rows.length) return { lines: [], count: 0, total: 0 };
    const shown = new Map((await reads.presentPage(viewer, { rows: rows.map((r) => r.product), total: rows.length })).data.map((p) => [p._id, p]));
    const lines: CartLineAnswer[] = rows.map((row) => {
      const product = row.product;
      const presented = shown.get(product.id);
      return {
        productId: product.id,
        name: product.name,
        price: fromMinor(product.price),
        type: product.type,
        image: presented ? (presented.image.thumbnails[0] ?? presented.image.url) : '',
        quantity: row.quantity,
        stock: product.type === 'digital' ? null : (product.stock ?? 0),
        performer: presented ? { _id: presented.performer._id, name: presented.performer.name || null, username: presented.performer.username ?? null } : { _id: product.performerId, name: null, username: null },
        problem: problemOf(row),
      };
    });
    // What checkout would charge now: the lines that can be bought, at today's prices.
    const total = fromMinor(rows.reduce((sum, row, i) => sum + (lines[i].problem ? 0 : toMinor(lines[i].price) * row.quantity), 0));
    return { lines, count: rows.reduce((sum, r) => sum + r.quantity, 0), total };
  }

  /** The product as the fan may buy it, or the 404/422 saying why not. */
  async function checkPuttable(viewer: Shopper['viewer'], productId: string, quantity: number): Promise<void> {
    const found = await reads.readable(viewer, productId);
    if (!found) throw reads.missing();
    const { row } = found;
    if (row.performerId === viewer.userId) throw unprocessable('You cannot put your own product in your cart.');
    if (row.status !== 'active' || row.moderation !== 'visible') throw reads.missing();
    if (row.type === 'digital' && quantity > 1) throw unprocessable('A digital product is bought once: quantity can only be 1.');
    if (row.type === 'physical') {
      const stock = row.stock ?? 0;
      if (stock <= 0) throw unprocessable('This product is sold out.');
      if (quantity > stock) throw unprocessable(`Only ${stock} of this product ${stock === 1 ? 'is' : 'are'} left: choose ${stock} or fewer.`);
    }
    if (quantity > MAX_ORDER_QUANTITY) throw unprocessable(`quantity can be at most ${MAX_ORDER_QUANTITY}`);
  }

  return {
    async get(shopper: Shopper): Promise<CartAnswer> {
      fanOnly(shopper);
      return answer(shopper.viewer);
    },

    /** Sets how many of a product the cart holds; 0 takes it out. */
    async set(shopper: Shopper, productId: string, quantity: number): Promise<CartAnswer> {
      fanOnly(shopper);
      const { viewer } = shopper;
      if (quantity === 0) {
        await repo.remove(viewer.userId, productId);
        return answer(viewer);
      }
      await checkPuttable(viewer, productId, quantity);
      const isNew = (await repo.quantityOf(viewer.userId, productId)) === 0;
      if (isNew && (await repo.lineCount(viewer.userId)) >= MAX_CART_LINES) {
        throw unprocessable(`A cart holds at most ${MAX_CART_LINES} different products: buy or remove some first.`);
      }
      await repo.set(viewer.userId, productId, quantity);
      return answer(viewer);
    },

    async remove(shopper: Shopper, productId: string): Promise<CartAnswer> {
      fanOnly(shopper);
      await repo.remove(shopper.viewer.userId, productId);
      return answer(shopper.viewer);
    },

    async clear(shopper: Shopper): Promise<CartAnswer> {
      fanOnly(shopper);
      await repo.clear(shopper.viewer.userId);
      return answer(shopper.viewer);
    },

    /**
     * Buys each line as its own order, one after the other (each debit sees the balance the one before left).
     * A line's Idempotency-Key is the request's with the line's product, quantity and address, so a retry of
     * the same checkout replays what was bought instead of charging again. Bought lines leave the cart.
     */
    async checkout(shopper: Shopper, body: CartCheckoutBody, key: string | undefined, after?: AfterAnswer): Promise<CartCheckoutResult> {
      fanOnly(shopper);
      const { viewer } = shopper;
      const rows = await repo.lines(viewer.userId);
      if (!rows.length) throw unprocessable('Your cart is empty.');
      if (rows.some((r) => r.product.type === 'physical') && !body.addressId) throw unprocessable('Choose a delivery address for the physical items in your cart (addressId).');
      const result: Omit<CartCheckoutResult, 'cart'> = { bought: [], failures: [], balance: null };
      for (const { product, quantity } of rows) {
        const lineBody = product.type === 'digital' ? { quantity: 1 } : { quantity, addressId: body.addressId };
        const lineKey = key ? `cart:${key}:${product.id}:${lineBody.quantity}:${lineBody.addressId ?? ''}` : undefined;
        try {
          const paid = await deps.charges.purchaseProduct(viewer, product.id, lineBody, lineKey, after);
          await repo.remove(viewer.userId, product.id);
          result.bought.push({ productId: product.id, orderId: paid.order._id });
          result.balance = paid.balance;
        } catch (e) {
          if (!(e instanceof AppError)) throw e;
          result.failures.push({ productId: product.id, statusCode: e.statusCode, message: e.message });
        }
      }
      return { ...result, cart: await answer(viewer) };
    },
  };
}
export type CartService = ReturnType<typeof createCartService>;
