// Coupons (docs/business-rules.md "Wallet and purchases"): admins manage them (and only admins), fans check a code,
// and a top-up with a coupon charges less while the wallet gets the full amount, the platform paying the difference
// in the ledger. One use per user; expired, inactive and used-up coupons are refused.
import { and, eq } from 'drizzle-orm';
import { COUPON_CODE_ALPHABET } from '@/contracts/payments';
import { couponUses, coupons } from '@/server/modules/coupons/coupons.table';
import { PLATFORM_COMMISSION, outside, walletOf, type AccountRef } from '@/server/modules/ledger/ledger-accounts';
import { checkLedger } from '@/server/modules/ledger/ledger-check';
import { balanceOf } from '@/server/modules/ledger/ledger.service';
import { paymentTransactions } from '@/server/modules/payments/payments.table';
import { users } from '@/server/modules/users/users.table';
import { authHeader, createUser, loginAs, type Cast } from '../factories/users';
import { freshIp } from '../helpers/accounts';
import { useAppWithCast } from '../helpers/cast-app';
import type { TestContext } from '../helpers/test-app';

jest.setTimeout(120_000);

const PAYS = '4242424242424242';
const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

let ctx: TestContext;
let cast: Cast;
useAppWithCast((made) => ({ ctx, cast } = made));
afterEach(async () => {
  expect(await checkLedger(db())).toMatchObject({ ok: true, problems: [] });
});

const db = () => ctx.database.db;
// Codes tried are limited per address too (rate-limits.test.ts): each call here comes from its own.
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: token ? authHeader(token) : {}, remoteAddress: freshIp(), ...(payload ? { payload } : {}) });
let sequence = 0;
const newCode = () => `SAVE-${Date.now().toString(36)}-${++sequence}`.toUpperCase();

async function makeCoupon(fields: Partial<{ code: string; percentage: number; expiresAt: string; maxUses: number }> = {}) {
  const res = await call('POST', '/admin/coupons', cast.tokens.admin, { code: newCode(), percentage: 20, expiresAt: inDays(30), maxUses: 10, ...fields });
  expect(res.statusCode).toBe(200);
  return res.json().data as { _id: string; code: string; percentage: number; usedCount: number };
}
async function fan() {
  const user = await createUser(db());
  return { user, token: await loginAs(ctx.app, user) };
}
const balance = (account: AccountRef) => balanceOf(db(), account);
const walletOfUser = async (id: string) => (await db().select({ balance: users.balance }).from(users).where(eq(users.id, id)))[0].balance;
const usedCount = async (id: string) => (await db().select({ n: coupons.usedCount }).from(coupons).where(eq(coupons.id, id)))[0].n;
async function payWith(token: string, amount: number, couponCode?: string) {
  const res = await call('POST', '/payment/wallet/top-up', token, { amount, couponCode });
  expect(res.statusCode).toBe(200);
  const started = res.json().data;
  const confirmed = await call('POST', '/payment/sandbox/confirm', token, { paymentId: started.paymentId, cardNumber: PAYS });
  return { started, confirmed: confirmed.json().data };
}

describe('admin coupon management', () => {
  it('is for admins only', async () => {
    const coupon = await makeCoupon();
    const body = { code: newCode(), percentage: 10, expiresAt: inDays(5), maxUses: 3 };
    for (const [token, status] of [[undefined, 401], [cast.tokens.fan, 403], [cast.tokens.owner, 403]] as const) {
      expect((await call('POST', '/admin/coupons', token, body)).statusCode).toBe(status);
      expect((await call('GET', '/admin/coupons', token)).statusCode).toBe(status);
      expect((await call('GET', `/admin/coupons/${coupon._id}`, token)).statusCode).toBe(status);
      expect((await call('PUT', `/admin/coupons/${coupon._id}`, token, { percentage: 90 })).statusCode).toBe(status);
      expect((await call('DELETE', `/admin/coupons/${coupon._id}`, token)).statusCode).toBe(status);
    }
    expect((await call('GET', `/admin/coupons/${coupon._id}`, cast.tokens.admin)).json().data).toMatchObject({ percentage: 20, usedCount: 0, status: 'active' });
  });

  it('creates, lists, reads, updates and deletes, with codes unique whatever their case', async () => {
    const code = newCode();
    const created = await makeCoupon({ code, percentage: 15, maxUses: 2 });
    expect(created).toMatchObject({ code, percentage: 15, usedCount: 0 });
    const duplicate = await call('POST', '/admin/coupons', cast.tokens.admin, { code: code.toLowerCase(), percentage: 5, expiresAt: inDays(1), maxUses: 1 });
    expect(duplicate.statusCode).toBe(409);

    const listed = await call('GET', `/admin/coupons?q=${code}`, cast.tokens.admin);
    expect(listed.json().data).toMatchObject({ total: 1, data: [{ _id: created._id }] });
    const updated = await call('PUT', `/admin/coupons/${created._id}`, cast.tokens.admin, { percentage: 50, status: 'inactive' });
    expect(updated.json().data).toMatchObject({ percentage: 50, status: 'inactive', maxUses: 2 });
    expect((await call('DELETE', `/admin/coupons/${created._id}`, cast.tokens.admin)).json().data).toEqual({ deleted: true });
    expect((await call('GET', `/admin/coupons/${created._id}`, cast.tokens.admin)).statusCode).toBe(404);
    expect((await call('DELETE', `/admin/coupons/${created._id}`, cast.tokens.admin)).statusCode).toBe(404);
  });

  it('generates a code that cannot be guessed when none is given: 12 characters from an unambiguous alphabet', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const res = await call('POST', '/admin/coupons', cast.tokens.admin, { percentage: 10, expiresAt: inDays(5), maxUses: 3 });
      expect(res.statusCode).toBe(200);
      const { code } = res.json().data as { code: string };
      expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
      const chars = code.replace(/-/g, '');
      expect(chars).toHaveLength(12);
      for (const c of chars) expect(COUPON_CODE_ALPHABET).toContain(c);
      codes.add(code);
    }
    expect(codes.size).toBe(5);
    // 32 symbols, none of 0, O, 1 or I: 5 bits each, 60 bits in all.
    expect(new Set(COUPON_CODE_ALPHABET).size).toBe(32);
    expect(COUPON_CODE_ALPHABET).not.toMatch(/[0O1I]/);
    // An admin may still choose one.
    expect((await makeCoupon({ code: 'SPRING-SALE-ADMIN' })).code).toBe('SPRING-SALE-ADMIN');
  });

  it('takes a blank code, as the admin form sends an empty field, for none: it generates one', async () => {
    for (const code of ['', '   ']) {
      const res = await call('POST', '/admin/coupons', cast.tokens.admin, { code, percentage: 10, expiresAt: inDays(5), maxUses: 3 });
      expect(res.statusCode).toBe(200);
      expect((res.json().data as { code: string }).code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    }
    // A coupon that exists keeps a code: an edit cannot blank it.
    const created = await makeCoupon();
    const blanked = await call('PUT', `/admin/coupons/${created._id}`, cast.tokens.admin, { code: ' ' });
    expect(blanked.statusCode).toBe(422);
    expect(blanked.json().message).toMatch(/Enter a coupon code/);
  });

  it('refuses bad coupons with a message naming the field', async () => {
    const good = { code: newCode(), percentage: 10, expiresAt: inDays(5), maxUses: 3 };
    const bad: [object, RegExp][] = [
      [{ percentage: 0 }, /percentage is 1 to 100/],
      [{ percentage: 101 }, /percentage is 1 to 100/],
      [{ percentage: 12.5 }, /whole number/],
      [{ expiresAt: inDays(-1) }, /in the future/],
      [{ expiresAt: 'next week' }, /date and time/],
      [{ maxUses: 0 }, /at least 1/],
      [{ code: 'no spaces!' }, /letters, digits and dashes/],
    ];
    for (const [change, message] of bad) {
      const res = await call('POST', '/admin/coupons', cast.tokens.admin, { ...good, ...change });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toMatch(message);
    }
    expect((await call('GET', `/admin/coupons?q=${good.code}`, cast.tokens.admin)).json().data.total).toBe(0);
  });
});

describe('apply-coupon', () => {
  it('answers the code and percentage of a usable coupon, whatever the case it is typed in', async () => {
    const coupon = await makeCoupon({ percentage: 35 });
    const res = await call('POST', `/coupons/${coupon.code.toLowerCase()}/apply-coupon`, cast.tokens.fan);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ code: coupon.code, percentage: 35 });
    expect((await call('POST', `/coupons/${coupon.code}/apply-coupon`)).statusCode).toBe(401);
  });

  it('refuses unknown, expired, inactive and used-up coupons with a reason', async () => {
    expect((await call('POST', '/coupons/NO-SUCH-CODE/apply-coupon', cast.tokens.fan)).statusCode).toBe(404);
    const expired = await makeCoupon();
    await db().update(coupons).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(coupons.id, expired._id));
    const inactive = await makeCoupon();
    await call('PUT', `/admin/coupons/${inactive._id}`, cast.tokens.admin, { status: 'inactive' });
    const usedUp = await makeCoupon({ maxUses: 1 });
    await payWith((await fan()).token, 10, usedUp.code);

    for (const [coupon, message] of [[expired, 'This coupon has expired.'], [inactive, 'This coupon is not active.'], [usedUp, 'This coupon has been used up.']] as const) {
      const res = await call('POST', `/coupons/${coupon.code}/apply-coupon`, cast.tokens.fan);
      expect([res.statusCode, res.json().message]).toEqual([422, message]);
      expect((await call('POST', '/payment/wallet/top-up', cast.tokens.fan, { amount: 10, couponCode: coupon.code })).json().message).toBe(message);
    }
  });
});

describe('top-up with a coupon', () => {
  it('charges less, credits the full amount, books the discount to the platform, and is once per user', async () => {
    const coupon = await makeCoupon({ percentage: 20 });
    const { user, token } = await fan();
    const commissionBefore = await balance(PLATFORM_COMMISSION);
    const outsideBefore = await balance(outside('sandbox'));

    const { started, confirmed } = await payWith(token, 50, coupon.code);
    expect(started).toMatchObject({ amount: 40, credit: 50, discount: 10, testMode: true });
    expect(confirmed).toMatchObject({ status: 'succeeded', amount: 40, credit: 50, balance: 50 });
    expect(await walletOfUser(user.id)).toBe(5000);
    expect(await balance(walletOf(user.id))).toBe(5000);
    expect(await balance(PLATFORM_COMMISSION)).toBe(commissionBefore - 1000);
    expect(await balance(outside('sandbox'))).toBe(outsideBefore - 4000);
    expect(await usedCount(coupon._id)).toBe(1);

    const again = await call('POST', '/payment/wallet/top-up', token, { amount: 20, couponCode: coupon.code });
    expect([again.statusCode, again.json().message]).toEqual([422, 'You have already used this coupon.']);
    expect((await call('POST', `/coupons/${coupon.code}/apply-coupon`, token)).json().message).toBe('You have already used this coupon.');
    const history = (await call('GET', '/payment/transactions/user/search', token)).json().data;
    expect(history).toMatchObject({ total: 1, data: [{ couponCode: coupon.code, amount: 40, credit: 50 }] });
  });

  it('rounds the discount half up to the cent', async () => {
    const coupon = await makeCoupon({ percentage: 15 });
    // 15 % of 3.10 is 0.465: the fan is charged 2.63 rather than 2.64.
    const { started } = await payWith((await fan()).token, 3.1, coupon.code);
    expect(started).toMatchObject({ amount: 2.63, credit: 3.1, discount: 0.47 });
  });

  it('credits only what was paid when the last use went to someone else between checkout and payment', async () => {
    const coupon = await makeCoupon({ percentage: 50, maxUses: 1 });
    const first = await fan();
    const second = await fan();
    const startedFirst = (await call('POST', '/payment/wallet/top-up', first.token, { amount: 30, couponCode: coupon.code })).json().data;
    const startedSecond = (await call('POST', '/payment/wallet/top-up', second.token, { amount: 30, couponCode: coupon.code })).json().data;
    expect(startedSecond).toMatchObject({ amount: 15, credit: 30 });
    await call('POST', '/payment/sandbox/confirm', first.token, { paymentId: startedFirst.paymentId, cardNumber: PAYS });
    const late = await call('POST', '/payment/sandbox/confirm', second.token, { paymentId: startedSecond.paymentId, cardNumber: PAYS });
    expect(late.json().data).toMatchObject({ status: 'succeeded', amount: 15, credit: 15, balance: 15 });
    expect(await walletOfUser(first.user.id)).toBe(3000);
    expect(await walletOfUser(second.user.id)).toBe(1500);
    expect(await usedCount(coupon._id)).toBe(1);
  });

  it('credits at once, without a checkout, when the coupon covers everything', async () => {
    const coupon = await makeCoupon({ percentage: 100 });
    const { user, token } = await fan();
    const res = await call('POST', '/payment/wallet/top-up', token, { amount: 12, couponCode: coupon.code });
    expect(res.json().data).toMatchObject({ amount: 0, credit: 12, discount: 12, status: 'succeeded', checkoutUrl: expect.stringMatching(/^\/payment\/success/) });
    expect(await walletOfUser(user.id)).toBe(1200);
    const [payment] = await db().select().from(paymentTransactions).where(eq(paymentTransactions.userId, user.id));
    expect(payment).toMatchObject({ status: 'succeeded', amount: 0, credit: 1200 });
  });

  it('a 100 % coupon is one use per person, recorded with who used it, even when tried many times at once', async () => {
    const coupon = await makeCoupon({ percentage: 100, maxUses: 10 });
    const { user, token } = await fan();
    const attempts = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/payment/wallet/top-up',
          remoteAddress: freshIp(),
          headers: { ...authHeader(token), 'idempotency-key': `free-${coupon._id}-${i}` },
          payload: { amount: 20, couponCode: coupon.code },
        }),
      ),
    );
    const succeeded = attempts.filter((r) => r.statusCode === 200);
    expect(succeeded).toHaveLength(1);
    expect(succeeded[0].json().data).toMatchObject({ amount: 0, credit: 20, status: 'succeeded' });
    for (const refused of attempts.filter((r) => r.statusCode !== 200)) {
      expect([409, 422]).toContain(refused.statusCode);
      expect(refused.json().message).toMatch(/already used this coupon|no longer available to you/);
    }
    expect(await walletOfUser(user.id)).toBe(2000);
    expect(await usedCount(coupon._id)).toBe(1);
    const uses = await db().select().from(couponUses).where(and(eq(couponUses.couponId, coupon._id), eq(couponUses.userId, user.id)));
    expect(uses).toHaveLength(1);
    const [payment] = await db().select().from(paymentTransactions).where(eq(paymentTransactions.userId, user.id));
    expect(uses[0].paymentId).toBe(payment.id);
    expect(payment).toMatchObject({ couponId: coupon._id, amount: 0, credit: 2000, status: 'succeeded' });

    // Later, one at a time: refused with the reason, nothing credited.
    const again = await call('POST', '/payment/wallet/top-up', token, { amount: 20, couponCode: coupon.code });
    expect([again.statusCode, again.json().message]).toEqual([422, 'You have already used this coupon.']);
    expect(await walletOfUser(user.id)).toBe(2000);
    // Someone else may use it once too.
    const other = await fan();
    expect((await call('POST', '/payment/wallet/top-up', other.token, { amount: 20, couponCode: coupon.code })).json().data).toMatchObject({ status: 'succeeded' });
    expect(await usedCount(coupon._id)).toBe(2);
  });

  it('keeps a used coupon on record: deleting it is refused', async () => {
    const coupon = await makeCoupon();
    await payWith((await fan()).token, 10, coupon.code);
    const res = await call('DELETE', `/admin/coupons/${coupon._id}`, cast.tokens.admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/Set it inactive instead/);
  });
});
