// Test money while a real gateway takes payments (docs/money.md "Test money"): with Stripe's keys set, a payout
// request may ask only for real money. One for more than the real money available, made or edited, is refused
// with the amount of test money named, and reserves nothing; a request left holding test money from the
// sandbox days can only be lowered to its real part, or rejected: an admin cannot approve or pay it. Runs against the fake Stripe server.
import { earningsOf, payoutReserveOf, type AccountRef } from '@/server/modules/ledger/ledger-accounts';
import { holdingsOf } from '@/server/modules/ledger/ledger.service';
import { createPayoutsService } from '@/server/modules/payouts/payouts.service';
import { fundWallet } from '../factories/money';
import { authHeader, createAdmin, createPerformer, createUser, loginAs } from '../factories/users';
import { useStripeApp } from '../helpers/stripe-app';

jest.setTimeout(120_000);

const { ctx, db } = useStripeApp();

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  ctx().app.inject({ method, url: `/api${url}`, headers: authHeader(token), ...(payload ? { payload } : {}) });
const holdings = (account: AccountRef) => holdingsOf(db(), account);

/** A PayPal-paid performer whose earnings hold 240.00: 160.00 of sandbox test money and 80.00 real. */
async function mixedEarner() {
  const fan = await createUser(db());
  await fundWallet(db(), fan, 15_000);
  await fundWallet(db(), fan, 20_000, { testMoney: true });
  const performer = await createPerformer(db());
  const token = await loginAs(ctx().app, performer);
  expect((await call('PUT', '/performers/payment-gateway-settings', token, { payoutMethod: 'paypal', paypalEmail: `${performer.username}@pay.example.test` })).statusCode).toBe(200);
  // 300.00 at 20 %: the fan's 200.00 of test money goes first, so the performer nets 160.00 test and 80.00 real.
  expect((await call('POST', `/wallet/charges/tip/${performer.id}`, await loginAs(ctx().app, fan), { amount: 300 })).statusCode).toBe(200);
  expect(await holdings(earningsOf(performer.id))).toEqual({ balance: 24_000, test: 16_000 });
  return { performer, token };
}

const REFUSED = /at most 80\.00: 160\.00 of your available earnings is test money/;

it('tells the performer that test money cannot be asked for', async () => {
  const { token } = await mixedEarner();
  const calc = await call('POST', '/payout-requests/calculate', token);
  expect(calc.json().data).toMatchObject({ available: 240, availableTestMoney: 160, testMoneyPayable: false });
});

it('refuses a request for more than the real money, naming the test money, and reserves nothing', async () => {
  const { performer, token } = await mixedEarner();
  const refused = await call('POST', '/payout-requests', token, { amount: 100, paymentAccountType: 'paypal' });
  expect(refused.statusCode).toBe(422);
  expect(refused.json().message).toMatch(REFUSED);
  expect(await holdings(payoutReserveOf(performer.id))).toEqual({ balance: 0, test: 0 });
  expect((await call('GET', '/payout-requests/check/pending-review', token)).json().data).toEqual({ hasPending: false });

  const real = await call('POST', '/payout-requests', token, { amount: 60, paymentAccountType: 'paypal' });
  expect(real.statusCode).toBe(200);
  expect(real.json().data).toMatchObject({ amount: 60, testFunded: 0 });

  const raised = await call('PUT', `/payout-requests/${real.json().data._id}`, token, { amount: 100 });
  expect(raised.statusCode).toBe(422);
  expect(raised.json().message).toMatch(REFUSED);
  expect(await holdings(payoutReserveOf(performer.id))).toEqual({ balance: 6_000, test: 0 });
});

it('lets a request left holding test money from the sandbox days change only down to its real part', async () => {
  const { performer, token } = await mixedEarner();
  // Asked for while the site still ran on the sandbox, where test money may be requested.
  const onSandbox = createPayoutsService({ db: db(), settings: ctx().app.services.settings, notify: async () => undefined, realGateway: async () => false });
  const old = await onSandbox.create(performer.id, { amount: 100, paymentAccountType: 'paypal' });
  expect(old.testFunded).toBe(20);

  const note = await call('PUT', `/payout-requests/${old._id}`, token, { requestNote: 'Any news?' });
  expect(note.statusCode).toBe(422);
  expect(note.json().message).toMatch(REFUSED);
  const lowered = await call('PUT', `/payout-requests/${old._id}`, token, { amount: 80 });
  expect(lowered.statusCode).toBe(200);
  expect(lowered.json().data).toMatchObject({ amount: 80, testFunded: 0 });
  expect(await holdings(earningsOf(performer.id))).toEqual({ balance: 16_000, test: 16_000 });
});

it('lets the admin reject, but not approve or pay, a request left holding test money', async () => {
  const { performer } = await mixedEarner();
  const onSandbox = createPayoutsService({ db: db(), settings: ctx().app.services.settings, notify: async () => undefined, realGateway: async () => false });
  const old = await onSandbox.create(performer.id, { amount: 100, paymentAccountType: 'paypal' });
  const adminToken = await loginAs(ctx().app, await createAdmin(db()));

  const approve = await call('POST', `/admin/payout-requests/${old._id}/approve`, adminToken, {});
  expect(approve.statusCode).toBe(422);
  expect(approve.json().message).toMatch(/holds 20\.00 of test money.*Reject it, or ask the performer to lower it/);
  const unchanged = await call('GET', `/admin/payout-requests?performerId=${performer.id}`, adminToken);
  expect(unchanged.json().data.data).toEqual([expect.objectContaining({ _id: old._id, status: 'pending', testFunded: 20 })]);

  const reject = await call('POST', `/admin/payout-requests/${old._id}/reject`, adminToken, { adminNote: 'Test money cannot be paid out.' });
  expect(reject.statusCode).toBe(200);
  expect(reject.json().data).toMatchObject({ status: 'rejected' });
  expect(await holdings(payoutReserveOf(performer.id))).toEqual({ balance: 0, test: 0 });
  expect(await holdings(earningsOf(performer.id))).toEqual({ balance: 24_000, test: 16_000 });
});
