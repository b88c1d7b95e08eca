// A fan's cart, kept on the server (docs/money.md, "The cart"): which products and how many. It holds no
// prices: the answer shows each product as it is now, and checkout buys at the price of that moment.
import { z } from 'zod';
import { MAX_ORDER_QUANTITY } from './shell-values';

/** The most different products one cart holds: a cart, not a wish list. */
export const MAX_CART_LINES = 50;

/** PUT and DELETE /cart/items/{productId} */
export const cartProductParams = z.object({ productId: z.uuid('productId must be the id of a product') });

/** PUT /cart/items/{productId}: how many the cart should hold; 0 takes the product out. */
export const cartQuantityBody = z
  .object({
    quantity: z
      .number('quantity must be a whole number, like 1')
      .int('quantity must be a whole number, like 1')
      .min(0, 'quantity must be 0 (to take it out) or more')
      .max(MAX_ORDER_QUANTITY, `quantity can be at most ${MAX_ORDER_QUANTITY}`),
  })
  .strict();
export type CartQuantityBody = z.infer<typeof cartQuantityBody>;

export const cartLine = z.object({
  productId: z.string(),
  name: z.string(),
  /** Currency units, the product's price now. */
  price: z.number(),
  type: z.enum(['physical', 'digital']),
  image: z.string(),
  quantity: z.number().int(),
  /** Items left (physical products); null for digital ones. */
  stock: z.number().int().nullable(),
  performer: z.object({ _id: z.string(), name: z.string().nullable(), username: z.string().nullable() }),
  /** Why this line cannot be bought now (taken off sale, sold out); null when it can. */
  problem: z.string().nullable(),
});
export type CartLineAnswer = z.infer<typeof cartLine>;

export const cartAnswer = z.object({
  lines: z.array(cartLine),
  /** Items, counting quantities. */
  count: z.number().int(),
  /** Currency units, at today's prices. */
  total: z.number(),
});
export type CartAnswer = z.infer<typeof cartAnswer>;

/** POST /cart/checkout: pays each line from the wallet; physical lines go to `addressId`. */
export const cartCheckoutBody = z.object({ addressId: z.uuid('addressId must be the id of one of your addresses').optional() }).strict();
export type CartCheckoutBody = z.infer<typeof cartCheckoutBody>;

export const cartCheckoutResult = z.object({
  bought: z.array(z.object({ productId: z.string(), orderId: z.string() })),
  /** Lines that could not be bought, with the server's sentence; they stay in the cart. */
  failures: z.array(z.object({ productId: z.string(), statusCode: z.number().int(), message: z.string() })),
  /** The wallet balance after the last purchase; null when nothing was bought. */
  balance: z.number().nullable(),
  cart: cartAnswer,
});
export type CartCheckoutResult = z.infer<typeof cartCheckoutResult>;
