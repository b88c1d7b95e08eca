// The notifications of orders and direct messages, and the emails that follow each user's switches: an order's
// buyer hears of each move (and is emailed unless they switched order emails off); a message is news only to a
// recipient not reading that chat, once per chat until read; go-live and verification emails skip those who
// switched them off while the in-app notification still comes.
import type { Notification } from '@/contracts/notifications';
import { subscribe } from '../factories/content';
import { fundWallet } from '../factories/money';
import { createProduct } from '../factories/products';
import { createPerformer, createUser, loginAs, type Cast, type TestUser } from '../factories/users';
import { mailsTo } from '../helpers/accounts';
import { apiRequests } from '../helpers/api-requests';
import { useAppWithCast } from '../helpers/cast-app';
import type { TestContext } from '../helpers/test-app';
import { waitFor } from '../helpers/wait-for';

jest.setTimeout(120_000);

let ctx: TestContext;
let cast: Cast;
useAppWithCast((made) => ({ ctx, cast } = made));
const { call } = apiRequests(() => ctx);
const db = () => ctx.database.db;

const listOf = async (token: string): Promise<Notification[]> => {
  const res = await call('GET', '/notifications?limit=100', token);
  expect(res.statusCode).toBe(200);
  return res.json().data.data;
};
const ofKind = async (token: string, kind: Notification['kind']) => (await listOf(token)).filter((n) => n.kind === kind);
const arrived = (token: string, match: (n: Notification) => boolean) => waitFor('the notification', async () => (await listOf(token)).find(match));
const switchOff = async (token: string, kind: string) => expect((await call('PUT', '/notifications/preferences', token, { email: { [kind]: false } })).statusCode).toBe(200);

async function fan(name: string): Promise<{ user: TestUser; token: string }> {
  const user = await createUser(db(), { name });
  await fundWallet(db(), user, 100_000);
  return { user, token: await loginAs(ctx.app, user) };
}

const ADDRESS = { name: 'Home', recipientName: 'Ann Buyer', phone: '+1 555 0100', country: 'US', state: 'NY', city: 'New York', streetAddress: '1 Main St', zipCode: '10001' };

/** A physical order of the cast's performer's mug by a new fan. */
async function order(name: string) {
  const buyer = await fan(name);
  const product = await createProduct(db(), cast.owner, { type: 'physical', name: 'Studio mug' });
  const addressId = (await call('POST', '/addresses/create', buyer.token, ADDRESS)).json().data._id;
  const res = await call('POST', `/wallet/charges/product/${product.id}`, buyer.token, { quantity: 1, addressId });
  expect(res.statusCode).toBe(200);
  const placed = res.json().data.order as { _id: string; orderNumber: string; totalPrice: number };
  const move = (status: string, extra: object = {}) => call('PUT', `/orders/${placed._id}/update`, cast.tokens.owner, { status, ...extra });
  return { buyer, order: placed, move };
}

describe('order status', () => {
  it('the buyer hears of each move, linked to the order, from the seller, and is emailed', async () => {
    const { buyer, order: placed, move } = await order('Oscar Orders');
    expect((await move('shipping', { shippingCode: 'TRACK-7' })).statusCode).toBe(200);
    const shipped = await arrived(buyer.token, (n) => n.kind === 'order-status');
    expect(shipped).toMatchObject({
      text: `Your order ${placed.orderNumber} (Studio mug) is on its way: shipping code TRACK-7.`,
      link: `/user/orders/${placed._id}`,
      targetType: 'order',
      targetId: placed._id,
      actor: { _id: cast.owner.id },
      read: false,
    });
    expect((await move('delivered')).statusCode).toBe(200);
    await arrived(buyer.token, (n) => n.kind === 'order-status' && /was delivered/.test(n.text));
    expect(mailsTo(ctx.app.services.mailer, buyer.user.email!).map((m) => m.subject)).toEqual([
      expect.stringMatching(/order .* is shipping$/),
      expect.stringMatching(/order .* is delivered$/),
    ]);
    // Nobody else hears of it.
    for (const token of [cast.tokens.owner, cast.tokens.fan, cast.tokens.admin]) expect((await listOf(token)).filter((n) => n.targetId === placed._id)).toEqual([]);
  });

  it('a refund says how much came back; with order emails off the notification still comes but no email', async () => {
    const { buyer, order: placed } = await order('Rita Refund');
    await switchOff(buyer.token, 'order-status');
    expect((await call('POST', `/admin/orders/${placed._id}/refund`, cast.tokens.admin)).statusCode).toBe(200);
    const refunded = await arrived(buyer.token, (n) => n.kind === 'order-status');
    expect(refunded).toMatchObject({ amount: placed.totalPrice, text: expect.stringMatching(/was refunded: \$\d+\.\d\d is back in your wallet\.$/) });
    expect(mailsTo(ctx.app.services.mailer, buyer.user.email!).filter((m) => /order/.test(m.subject))).toEqual([]);
  });
});

describe('direct messages', () => {
  async function chat() {
    const sender = await fan('Mia Messages');
    // A fan writes to performers they subscribe to.
    await subscribe(db(), sender.user, cast.owner);
    const res = await call('POST', '/conversations', sender.token, { source: 'performer', sourceId: cast.owner.id });
    expect(res.statusCode).toBe(200);
    const conversationId = res.json().data._id as string;
    const send = async (token: string, text: string) => expect((await call('POST', `/messages/conversations/${conversationId}`, token, { text })).statusCode).toBe(200);
    return { sender, conversationId, send };
  }
  const aboutChat = (id: string) => async (token: string) => (await ofKind(token, 'message')).filter((n) => n.targetId === id);

  it('tells the recipient once per chat until read, then again; never the sender', async () => {
    const { sender, conversationId, send } = await chat();
    const inChat = aboutChat(conversationId);
    await send(sender.token, 'Hello!');
    const first = await arrived(cast.tokens.owner, (n) => n.kind === 'message' && n.targetId === conversationId);
    expect(first).toMatchObject({ text: 'Mia Messages sent you a message', link: `/messages?conversationId=${conversationId}`, targetType: 'conversation', actor: { _id: sender.user.id } });
    // The rest of the burst adds nothing while the first is unread: the later writes are checked here through
    // the service the producer calls, awaited (the producer runs after the send's answer).
    await send(sender.token, 'Are you there?');
    const again = { userId: cast.owner.id, kind: 'message' as const, actorId: sender.user.id, targetType: 'conversation' as const, targetId: conversationId, text: 'again' };
    await ctx.app.services.notifications.notifyUnlessUnread(again);
    await ctx.app.services.notifications.notifyUnlessUnread(again);
    expect(await inChat(cast.tokens.owner)).toHaveLength(1);
    expect(await ofKind(sender.token, 'message')).toEqual([]);

    expect((await call('POST', '/notifications/read', cast.tokens.owner, { ids: [first._id] })).statusCode).toBe(200);
    await send(sender.token, 'One more thing');
    await waitFor('a second message notification', async () => (await inChat(cast.tokens.owner)).length === 2);
    // The performer's answer is news to the fan.
    await send(cast.tokens.owner, 'Hi Mia');
    await arrived(sender.token, (n) => n.kind === 'message' && n.targetId === conversationId && n.actor?._id === cast.owner.id);
  });

  it('is no news to a recipient reading that chat, and opening the chat reads its notification', async () => {
    const { sender, conversationId, send } = await chat();
    const inChat = aboutChat(conversationId);
    const events = ctx.app.services.notificationEvents;
    const stopViewing = events.answerViewing(async (userId, id) => userId === cast.owner.id && id === conversationId);
    try {
      await send(sender.token, 'You are reading this');
      // Another chat's message still notifies: once it is there, this chat's had its chance.
      const other = await chat();
      await other.send(other.sender.token, 'Elsewhere');
      await arrived(cast.tokens.owner, (n) => n.kind === 'message' && n.targetId === other.conversationId);
      expect(await inChat(cast.tokens.owner)).toEqual([]);
    } finally {
      stopViewing();
    }
    await send(sender.token, 'Now you are not');
    await waitFor('the message notification', async () => (await inChat(cast.tokens.owner)).length === 1);
    const unreadBefore = (await call('GET', '/notifications/unread-count', cast.tokens.owner)).json().data.count;
    const counts: number[] = [];
    const stop = events.read.subscribe((userId, count) => userId === cast.owner.id && counts.push(count));
    try {
      events.conversationOpened.notify(cast.owner.id, conversationId);
      // The read event follows the write (after a count of what stays unread), so wait for both.
      await waitFor('the chat notification read and announced', async () => counts.length > 0 && (await inChat(cast.tokens.owner)).every((n) => n.read));
    } finally {
      stop();
    }
    expect(counts).toEqual([unreadBefore - 1]);
  });
});

describe('email switches', () => {
  it('a performer with verification emails off gets the notification and no email', async () => {
    const quiet = await createPerformer(db(), { performer: { verificationStatus: 'pending' } });
    const quietToken = await loginAs(ctx.app, quiet);
    await switchOff(quietToken, 'verification');
    const loud = await createPerformer(db(), { performer: { verificationStatus: 'pending' } });
    for (const p of [quiet, loud]) expect((await call('POST', `/admin/performers/${p.id}/verify`, cast.tokens.admin)).statusCode).toBe(200);
    await arrived(quietToken, (n) => n.kind === 'verification');
    expect(mailsTo(ctx.app.services.mailer, quiet.email!)).toEqual([]);
    expect(mailsTo(ctx.app.services.mailer, loud.email!)).toHaveLength(1);
  });

  it('a follower with go-live emails off gets the notification and no email', async () => {
    const host = await createPerformer(db(), { name: 'Switch Host' });
    const hostToken = await loginAs(ctx.app, host);
    // The job mails the audience in id order: the one switched off comes first, so once the other's email is
    // there, theirs has had its chance.
    const [quiet, loud] = (await Promise.all([fan('Quiet Follower'), fan('Loud Follower')])).sort((a, b) => (a.user.id < b.user.id ? -1 : 1));
    for (const f of [quiet, loud]) expect((await call('POST', `/follows/${host.id}`, f.token)).statusCode).toBe(200);
    await switchOff(quiet.token, 'live');
    expect((await call('POST', '/streaming/live', hostToken, { title: 'Quiet night' })).statusCode).toBe(200);
    await waitFor('the go-live email', async () => mailsTo(ctx.app.services.mailer, loud.user.email!).length > 0);
    await arrived(quiet.token, (n) => n.kind === 'live');
    expect(mailsTo(ctx.app.services.mailer, quiet.user.email!)).toEqual([]);
  });
});
