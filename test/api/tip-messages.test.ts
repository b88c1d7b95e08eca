// A tip may carry a short note to the performer (docs/money.md "Tips"): it reaches them in the tip's notification
// and its email, is capped in length (422 naming the field), and a blank one is no note at all.
import { fundWallet, walletBalance } from '../factories/money';
import { authHeader, createPerformer, createUser, loginAs } from '../factories/users';
import { useTestApp } from '../helpers/cast-app';
import type { TestContext } from '../helpers/test-app';
import { waitFor } from '../helpers/wait-for';

jest.setTimeout(120_000);

let ctx: TestContext;
useTestApp((made) => (ctx = made));

const db = () => ctx.database.db;
const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: { ...(token ? authHeader(token) : {}), ...headers }, ...(payload ? { payload } : {}) });
const tipsOf = async (token: string) =>
  ((await call('GET', '/notifications?limit=100', token)).json().data.data as { kind: string; text: string }[]).filter((n) => n.kind === 'tip').map((n) => n.text);

async function cast() {
  const performer = await createPerformer(db());
  const fan = await createUser(db(), { name: 'Tipping Fan' });
  await fundWallet(db(), fan, 10_000);
  return { performer, performerToken: await loginAs(ctx.app, performer), fan, fanToken: await loginAs(ctx.app, fan) };
}

it('passes the note on to the performer in the notification and the email, once however often the tip is replayed', async () => {
  const { performer, performerToken, fan, fanToken } = await cast();
  const tip = () => call('POST', `/wallet/charges/tip/${performer.id}`, fanToken, { amount: 20, message: '  Loved the live set!  ' }, { 'idempotency-key': 'tip-note' });
  expect((await tip()).statusCode).toBe(200);
  expect((await tip()).statusCode).toBe(200);
  expect(await walletBalance(db(), fan)).toBe(8_000);
  await waitFor('the tip notification', async () => (await tipsOf(performerToken)).length > 0);
  expect(await tipsOf(performerToken)).toEqual(['Tipping Fan sent you a tip of $20.00: "Loved the live set!"']);
  const mail = await waitFor('the tip email', async () => ctx.app.services.mailer.sent.find((m) => m.to === performer.email && m.subject.includes('tip')));
  expect(mail.text).toContain('Tipping Fan wrote: "Loved the live set!"');
});

it('sends a tip without a note, or with a blank one, as a plain tip', async () => {
  const { performer, performerToken, fanToken } = await cast();
  expect((await call('POST', `/wallet/charges/tip/${performer.id}`, fanToken, { amount: 10, message: '   ' })).statusCode).toBe(200);
  await waitFor('the tip notification', async () => (await tipsOf(performerToken)).length > 0);
  expect(await tipsOf(performerToken)).toEqual(['Tipping Fan sent you a tip of $10.00']);
});

it('refuses a note over 200 characters with a 422 naming the field, and charges nothing', async () => {
  const { performer, fan, fanToken } = await cast();
  const res = await call('POST', `/wallet/charges/tip/${performer.id}`, fanToken, { amount: 10, message: 'x'.repeat(201) });
  expect(res.statusCode).toBe(422);
  expect(res.json().message).toMatch(/message can be at most 200 characters/);
  expect(await walletBalance(db(), fan)).toBe(10_000);
  expect((await call('POST', `/wallet/charges/tip/${performer.id}`, fanToken, { amount: 10, message: 'x'.repeat(200) })).statusCode).toBe(200);
});
