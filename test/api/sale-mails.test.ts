// The emails a sale sends (docs/business-rules.md "Notifications"): the performer hears of every tip and purchase
// with what they earn, the buyer of a digital product gets a link to their download, and a replayed charge sends
// nothing.
import type { MailMessage } from '@/server/mail/mailer';
import { createFeed } from '../factories/content';
import { createProduct } from '../factories/products';
import { authHeader, createPerformer, createUser, loginAs, type TestUser } from '../factories/users';
import { useSaleApp } from '../helpers/sale-app';
import { waitFor } from '../helpers/wait-for';
import type { TestContext } from '../helpers/test-app';

jest.setTimeout(60_000);

let ctx: TestContext;
let performer: TestUser;
let fan: TestUser;
let fanToken: string;

useSaleApp({ performer: 'Luna Rivers', fan: 'Sam Fan' }, (made) => {
  ({ ctx, performer, fan, fanToken } = made);
});

const charge = (url: string, payload: object, key: string) =>
  ctx.app.inject({ method: 'POST', url: `/api${url}`, headers: { ...authHeader(fanToken), 'idempotency-key': key }, payload });

/** Mails are sent after the answer; waits until `count` have reached `to` and returns them all. */
function mailsTo(to: string | null, count: number): Promise<MailMessage[]> {
  return waitFor(`${count} mails to ${to}`, async () => {
    const found = ctx.app.services.mailer.sent.filter((m) => m.to === to);
    return found.length >= count ? found : null;
  }, 10_000, 20);
}

it('tells the performer about a tip and what they earn from it, once however often the charge is replayed', async () => {
  const before = (await mailsTo(performer.email, 0)).length;
  expect((await charge(`/wallet/charges/tip/${performer.id}`, { amount: 50 }, 'tip-1')).statusCode).toBe(200);
  expect((await charge(`/wallet/charges/tip/${performer.id}`, { amount: 50 }, 'tip-1')).statusCode).toBe(200);
  // A later tip is the barrier: its mail comes after anything the replay could have sent, so once it is here
  // the replay's mail would be too.
  expect((await charge(`/wallet/charges/tip/${performer.id}`, { amount: 60 }, 'tip-2')).statusCode).toBe(200);
  const mails = await mailsTo(performer.email, before + 2);
  expect(mails.slice(before).map((m) => m.subject)).toEqual([
    expect.stringContaining('Sam Fan sent you a tip of 50.00'),
    expect.stringContaining('Sam Fan sent you a tip of 60.00'),
  ]);
  expect(mails[before]!.text).toContain('you earn 40.00');
  expect(mails[before]!.text).toMatch(/\/creator\/earning$/m);
});

it('tells the performer what was bought', async () => {
  const post = await createFeed(ctx.database.db, performer, { access: 'sale', price: 995 });
  const before = (await mailsTo(performer.email, 0)).length;
  expect((await charge(`/wallet/charges/feed/${post.id}`, {}, 'post-1')).statusCode).toBe(200);
  const mails = await mailsTo(performer.email, before + 1);
  expect(mails.at(-1)!.subject).toContain('Sam Fan bought your post');
  expect(mails.at(-1)!.text).toContain('Paid 9.95; you earn 7.96');
});

it('sends the buyer of a digital product the way to their download, and not the buyer of a physical one', async () => {
  const digital = await createProduct(ctx.database.db, performer, { type: 'digital', name: 'Practice guide' });
  const physical = await createProduct(ctx.database.db, performer, { type: 'physical', name: 'Signed poster' });
  const before = (await mailsTo(fan.email, 0)).length;
  const toPerformer = (await mailsTo(performer.email, 0)).length;
  const bought = await charge(`/wallet/charges/product/${digital.id}`, { quantity: 1 }, 'digital-1');
  expect(bought.statusCode).toBe(200);
  const orderId = bought.json().data.order._id;
  const mails = await mailsTo(fan.email, before + 1);
  expect(mails.at(-1)!.subject).toContain('download is ready: Practice guide');
  expect(mails.at(-1)!.text).toContain(`/user/orders/${orderId}`);

  const address = await ctx.app.inject({
    method: 'POST',
    url: '/api/addresses/create',
    headers: authHeader(fanToken),
    payload: { name: 'Home', recipientName: 'Sam Fan', country: 'US', state: 'NY', city: 'New York', streetAddress: '1 Main St', zipCode: '10001' },
  });
  expect(address.statusCode).toBe(200);
  const shipped = await charge(`/wallet/charges/product/${physical.id}`, { quantity: 1, addressId: address.json().data._id }, 'physical-1');
  expect(shipped.statusCode).toBe(200);
  const sold = await mailsTo(performer.email, toPerformer + 2);
  expect(sold.slice(toPerformer).map((m) => m.subject)).toEqual([expect.stringContaining('bought your product'), expect.stringContaining('bought your product')]);
  expect(ctx.app.services.mailer.sent.filter((m) => m.to === fan.email)).toHaveLength(before + 1);
});

describe('subscriptions', () => {
  const subscribe = (token: string, performerId: string, type: string, key: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/payment/subscribe/performers', headers: { ...authHeader(token), 'idempotency-key': key }, payload: { performerId, type } });
  const confirm = (token: string, paymentId: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/payment/sandbox/confirm', headers: authHeader(token), payload: { paymentId, cardNumber: '4242424242424242' } });

  it('tells the performer of a new subscriber, then of a renewal, once per confirmed payment', async () => {
    const creator = await createPerformer(ctx.database.db, { name: 'Mia Solano' });
    const subscriber = await createUser(ctx.database.db, { name: 'Kim Subscriber' });
    const token = await loginAs(ctx.app, subscriber);
    const first = (await subscribe(token, creator.id, 'monthly', 'sub-1')).json().data;
    await confirm(token, first.paymentId);
    await confirm(token, first.paymentId);
    let mails = await mailsTo(creator.email, 1);
    expect(mails.map((m) => m.subject)).toEqual([expect.stringContaining('Kim Subscriber subscribed to you')]);
    expect(mails[0].text).toContain('Paid 9.95; you earn 7.96');

    const again = (await subscribe(token, creator.id, 'yearly', 'sub-2')).json().data;
    await confirm(token, again.paymentId);
    mails = await mailsTo(creator.email, 2);
    expect(mails.map((m) => m.subject)).toEqual([expect.stringContaining('subscribed to you'), expect.stringContaining('Kim Subscriber renewed their subscription')]);
  });

  it('tells the performer of a free trial without talking of money', async () => {
    const creator = await createPerformer(ctx.database.db, { name: 'Ivy Chen', performer: { isFreeSubscription: true } });
    const trier = await createUser(ctx.database.db, { name: 'Tess Trial' });
    const token = await loginAs(ctx.app, trier);
    expect((await subscribe(token, creator.id, 'free', 'trial-1')).statusCode).toBe(200);
    const [mail] = await mailsTo(creator.email, 1);
    expect(mail.subject).toContain('Tess Trial started a free trial of your subscription');
    expect(mail.text).not.toContain('Paid');
  });
});
