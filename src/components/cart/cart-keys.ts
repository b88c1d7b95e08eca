// Where browsers kept carts before the server held them, per user id, and what a visitor put in before logging in.
// A module of its own: the tab's copy (cart-copy.ts, on every page) checks them before loading the cart's line code.
export const cartKey = (userId: string) => `cart:${userId}`;
/** What a visitor asked to add before logging in: added to their cart once they have. */
export const GUEST_CART_KEY = 'cart:guest';
