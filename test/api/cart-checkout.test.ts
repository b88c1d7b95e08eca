// The cart's checkout (src/components/cart/checkout.ts) against the real API: each line becomes its own
// order, a too-low wallet fails only the lines it cannot pay, and a retry after a lost answer sends the same
// Idempotency-Key, so the server replays the purchase instead of charging twice. Ends with the ledger check.
import { eq } from 'drizzle-orm';
import { addLine, type CartItem } from '@/components/cart/cart-store';
import { createCheckoutKeys, runCheckout, type ChargeProduct } from '@/components/cart/checkout';
import { checkLedger } from '@/server/modules/ledger/ledger-check';
import { orders } from '@/server/modules/orders/orders.table';
import { fundWallet, walletBalance } from '../factories/money';
import { createProduct, storeProductFile } from '../factories/products';
import { authHeader, createUser, loginAs, type Cast } from '../factories/users';
import { useAppWithCast } from '../helpers/cast-app';
import type { TestContext } from '../helpers/test-app';

jest.setTimeout(180_000);

let ctx: TestContext;
let cast: Cast;
useAppWithCast((made) => ({ ctx, cast } = made));

const db = () => ctx.database.db;
const performer = { _id: 'seller', name: 'Seller', username: null };

/** The charge the cart page makes, through the app; `loseAnswers` drops that many successful answers. */
function chargeAs(token: string, loseAnswers = 0): { charge: ChargeProduct; keys: string[] } {
  const keys: string[] = [];
  let toLose = loseAnswers;
  const charge: ChargeProduct = async (productId, body, key) => {
    keys.push(key);
    const res = await ctx.app.inject({ method: 'POST', url: `/api/wallet/charges/product/${productId}`, headers: { ...authHeader(token), 'idempotency-key': key }, payload: body });
    if (res.statusCode !== 200) throw res.json();
    if (toLose > 0) {
      toLose -= 1;
      throw { statusCode: 0, error: 'Network Error', message: 'Could not reach the server.' };
    }
    return res.json();
  };
  return { charge, keys };
}

async function fanWithAddress(minor: number) {
  const user = await createUser(db());
  await fundWallet(db(), user, minor);
  const token = await loginAs(ctx.app, user);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/addresses/create',
    headers: authHeader(token),
    payload: { name: 'Home', recipientName: 'Ann Buyer', country: 'US', city: 'New York', streetAddress: '1 Main St' },
  });
  expect(res.statusCode).toBe(200);
  return { user, token, addressId: res.json().data._id as string };
}

async function cartOfTwo() {
  const mug = await createProduct(db(), cast.owner, { type: 'physical', price: 1250, stock: 5 });
  const file = await storeProductFile(db(), ctx.app.services.storage, cast.owner);
  const book = await createProduct(db(), cast.owner, { type: 'digital', price: 400, digitalFileId: file.id });
  const mugItem: CartItem = { productId: mug.id, name: 'Mug', price: 12.5, type: 'physical', image: '', stock: 5, performer };
  const bookItem: CartItem = { productId: book.id, name: 'E-book', price: 4, type: 'digital', image: '', stock: null, performer };
  return { mug, book, lines: addLine(addLine([], mugItem, 2), bookItem) };
}

it('buys each line as its own order, failing only what the wallet cannot pay', async () => {
  const fan = await fanWithAddress(1000);
  const { mug, book, lines } = await cartOfTwo();
  const keys = createCheckoutKeys();

  const first = await runCheckout({ lines, addressId: fan.addressId, keys, charge: chargeAs(fan.token).charge });
  expect(first.bought).toEqual([book.id]);
  expect(first.failures[mug.id]).toMatchObject({ kind: 'wallet-too-low' });
  expect(await walletBalance(db(), fan.user)).toBe(600);

  await fundWallet(db(), fan.user, 2500);
  const retry = await runCheckout({ lines: lines.filter((l) => l.productId === mug.id), addressId: fan.addressId, keys, charge: chargeAs(fan.token).charge });
  expect(retry).toMatchObject({ bought: [mug.id], failures: {}, balance: 6 });
  const [order] = await db().select().from(orders).where(eq(orders.productId, mug.id));
  expect(order).toMatchObject({ quantity: 2, status: 'processing', buyerId: fan.user.id });
  expect(await checkLedger(db())).toMatchObject({ ok: true, problems: [] });
});

it('charges once when the answer was lost and the same checkout is retried', async () => {
  const fan = await fanWithAddress(10_000);
  const { mug, lines } = await cartOfTwo();
  const keys = createCheckoutKeys();
  const mugOnly = lines.filter((l) => l.productId === mug.id);

  const lost = chargeAs(fan.token, 1);
  const first = await runCheckout({ lines: mugOnly, addressId: fan.addressId, keys, charge: lost.charge });
  expect(first.failures[mug.id]).toMatchObject({ kind: 'other' });
  const again = chargeAs(fan.token);
  const second = await runCheckout({ lines: mugOnly, addressId: fan.addressId, keys, charge: again.charge });

  expect(second.bought).toEqual([mug.id]);
  expect(again.keys).toEqual(lost.keys);
  expect(await db().select().from(orders).where(eq(orders.productId, mug.id))).toHaveLength(1);
  expect(await walletBalance(db(), fan.user)).toBe(10_000 - 2500);
  expect(await checkLedger(db())).toMatchObject({ ok: true, problems: [] });
});
