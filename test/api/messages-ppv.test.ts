// Pay-per-view messages bought through POST /wallet/charges/message/{id} (only by the fan it was sent to,
// once, atomically through the ledger), and the MessageEvents the messages module announces after commit.
import { checkLedger } from '@/server/modules/ledger/ledger-check';
import type { MessageEvent } from '@/server/modules/messages/message-events';
import { createMediaFile, subscribe } from '../factories/content';
import { fundWallet, walletBalance } from '../factories/money';
import { authHeader, createCast, type Cast } from '../factories/users';
import { createTestApp, type TestContext } from '../helpers/test-app';

jest.setTimeout(120_000);

let ctx: TestContext;
let cast: Cast;
let conversationId: string;
let heard: MessageEvent[] = [];
beforeAll(async () => {
  ctx = await createTestApp();
  cast = await createCast(ctx.app, db());
  await subscribe(db(), cast.fan, cast.owner);
  conversationId = (await call('POST', '/conversations', cast.tokens.fan, { source: 'performer', sourceId: cast.owner.id })).json().data._id;
  ctx.app.services.messageEvents.subscribe((event) => heard.push(event));
});
beforeEach(() => {
  heard = [];
});
afterAll(() => ctx?.close());

const db = () => ctx.database.db;
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: { ...(token ? authHeader(token) : {}), ...headers }, ...(payload ? { payload } : {}) });
const send = (token: string, body: object) => call('POST', `/messages/conversations/${conversationId}`, token, body);
const buy = (token: string | undefined, id: string, key?: string) => call('POST', `/wallet/charges/message/${id}`, token, undefined, key ? { 'idempotency-key': key } : {});
const shownTo = async (token: string, id: string) =>
  (await call('GET', `/messages/conversations/${conversationId}`, token)).json().data.data.find((m: { _id: string }) => m._id === id);
const expectBooksRight = async () => expect(await checkLedger(db())).toMatchObject({ ok: true, problems: [] });

async function ppvMessage(price = 4.99) {
  const photo = await createMediaFile(db(), cast.owner, 'message-photo');
  const res = await send(cast.tokens.owner, { text: 'Something special', fileIds: [photo.id], price });
  expect(res.statusCode).toBe(200);
  return { id: res.json().data._id as string, photo };
}

describe('pay-per-view messages', () => {
  it('shows the fan a locked preview and the performer the media', async () => {
    const { id, photo } = await ppvMessage();
    const forFan = await shownTo(cast.tokens.fan, id);
    expect(forFan).toMatchObject({ price: 4.99, isLocked: true, isBought: false, type: 'photo', text: 'Something special' });
    expect(forFan.files[0]).toMatchObject({ _id: photo.id, url: null, thumbnails: [] });
    expect(forFan.files[0].preview).toEqual(expect.any(String));
    // Not even a storage key of the media travels to the fan before they pay.
    const fanJson = JSON.stringify(forFan);
    for (const key of [photo.originalKey, photo.mainKey, ...photo.variants.map((v) => v.key)].filter(Boolean)) expect(fanJson).not.toContain(key);
    const forOwner = await shownTo(cast.tokens.owner, id);
    expect(forOwner).toMatchObject({ isLocked: false });
    expect(forOwner.files[0].url).toEqual(expect.any(String));
    expect((await shownTo(cast.tokens.admin, id)).isLocked).toBe(false);
  });

  it('is bought once by the fan it was sent to, through the ledger', async () => {
    const { id } = await ppvMessage(4.99);
    await fundWallet(db(), cast.fan, 1000);
    await fundWallet(db(), cast.otherFan, 1000);
    expect((await buy(cast.tokens.otherFan, id)).statusCode).toBe(404);
    expect((await buy(cast.tokens.admin, id)).statusCode).toBe(404);
    const own = await buy(cast.tokens.owner, id);
    expect(own.statusCode).toBe(422);
    expect(own.json().message).toBe('You cannot buy your own message.');
    expect((await buy(undefined, id)).statusCode).toBe(401);

    const bought = await buy(cast.tokens.fan, id, 'ppv-key-1');
    expect(bought.statusCode).toBe(200);
    expect(bought.json().data).toMatchObject({ type: 'message', itemId: id, balance: 5.01 });
    expect(await walletBalance(db(), cast.fan)).toBe(501);
    const replay = await buy(cast.tokens.fan, id, 'ppv-key-1');
    expect(replay.json().data.transactionId).toBe(bought.json().data.transactionId);
    const twice = await buy(cast.tokens.fan, id);
    expect(twice.statusCode).toBe(409);
    expect(await walletBalance(db(), cast.fan)).toBe(501);

    const unlocked = await shownTo(cast.tokens.fan, id);
    expect(unlocked).toMatchObject({ isLocked: false, isBought: true });
    expect(unlocked.files[0].url).toEqual(expect.any(String));
    await expectBooksRight();
  });

  it('refuses a free message, a deleted one, and a wallet that is too low', async () => {
    const free = (await send(cast.tokens.owner, { text: 'free' })).json().data._id;
    expect((await buy(cast.tokens.fan, free)).json().message).toBe('This message is not for sale.');
    const { id: deleted } = await ppvMessage();
    await call('DELETE', `/messages/${deleted}`, cast.tokens.owner);
    expect((await buy(cast.tokens.fan, deleted)).statusCode).toBe(404);
    const { id: dear } = await ppvMessage(900);
    const before = await walletBalance(db(), cast.fan);
    const low = await buy(cast.tokens.fan, dear);
    expect(low.statusCode).toBe(422);
    expect(low.json().message).toMatch(/Top up your wallet/);
    expect(await walletBalance(db(), cast.fan)).toBe(before);
    await expectBooksRight();
  });
});

describe('message events', () => {
  it('announces a new message to each participant as they see it, and the recipient new total', async () => {
    const { id } = await ppvMessage(2);
    const created = heard.filter((e): e is Extract<MessageEvent, { kind: 'created' }> => e.kind === 'created');
    expect(created.map((e) => e.userId).sort()).toEqual([cast.fan.id, cast.owner.id].sort());
    const toFan = created.find((e) => e.userId === cast.fan.id)!;
    const toOwner = created.find((e) => e.userId === cast.owner.id)!;
    expect(toFan.message).toMatchObject({ _id: id, isLocked: true });
    expect(toFan.message.files[0].url).toBeNull();
    expect(toOwner.message).toMatchObject({ _id: id, isLocked: false });
    expect(toFan.conversation).toMatchObject({ _id: conversationId, recipientInfo: { _id: cast.owner.id } });
    expect(toOwner.conversation).toMatchObject({ _id: conversationId, recipientInfo: { _id: cast.fan.id }, totalNotSeenMessages: 0 });
    expect(toFan.conversation.totalNotSeenMessages).toBeGreaterThan(0);
    const totals = heard.filter((e) => e.kind === 'unread-total');
    expect(totals).toEqual([{ kind: 'unread-total', userId: cast.fan.id, total: toFan.conversation.totalNotSeenMessages }]);
  });

  it('announces deletes to both participants and a read conversation to its reader', async () => {
    const id = (await send(cast.tokens.fan, { text: 'to delete' })).json().data._id;
    heard = [];
    await call('DELETE', `/messages/${id}`, cast.tokens.fan);
    expect(heard).toEqual([{ kind: 'deleted', userIds: expect.arrayContaining([cast.fan.id, cast.owner.id]), conversationId, messageId: id }]);
    heard = [];
    await call('POST', `/messages/read-all/${conversationId}`, cast.tokens.owner);
    expect(heard).toEqual([{ kind: 'unread-total', userId: cast.owner.id, total: 0 }]);
  });

  it('announces nothing for a refused message', async () => {
    expect((await call('POST', `/messages/conversations/${conversationId}`, cast.tokens.otherFan, { text: 'spam' })).statusCode).toBe(404);
    expect(heard).toEqual([]);
  });
});
