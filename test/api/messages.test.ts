// Conversations and messages (docs/business-rules.md "Messaging") per audience: anonymous, the two
// participants, another fan, another performer, an admin; who may message whom; unread counts; deletes;
// the public route never serving a private conversation.
import sharp from 'sharp';
import { conversations } from '@/server/modules/messages/messages.table';
import { follows } from '@/server/modules/follows/follows.table';
import { createMediaFile, subscribe } from '../factories/content';
import { authHeader, blockUser, createCast, createPerformer, createUser, loginAs, type Cast } from '../factories/users';
import { multipart, withHeaders } from '../helpers/multipart';
import { createTestApp, type TestContext } from '../helpers/test-app';

jest.setTimeout(120_000);

let ctx: TestContext;
let cast: Cast;
let conversationId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  cast = await createCast(ctx.app, db(), { name: 'Luna Star', username: 'lunastar' });
  await subscribe(db(), cast.fan, cast.owner);
  const res = await call('POST', '/conversations', cast.tokens.fan, { source: 'performer', sourceId: cast.owner.id });
  expect(res.statusCode).toBe(200);
  conversationId = res.json().data._id;
});
afterAll(() => ctx?.close());

const db = () => ctx.database.db;
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: token ? authHeader(token) : {}, ...(payload ? { payload } : {}) });
const send = (token: string, body: object, id = conversationId) => call('POST', `/messages/conversations/${id}`, token, body);
const messagesOf = async (token: string, id = conversationId) => (await call('GET', `/messages/conversations/${id}`, token)).json().data;
const unreadOf = async (token: string) => (await call('GET', '/messages/total-unread-messages', token)).json().data.total;

describe('authentication', () => {
  it('answers 401 to anonymous callers of every private route', async () => {
    const id = conversationId;
    const routes: ['GET' | 'POST' | 'DELETE', string, object?][] = [
      ['GET', '/conversations'],
      ['GET', '/conversations/search'],
      ['POST', '/conversations', { source: 'performer', sourceId: cast.owner.id }],
      ['GET', `/conversations/${id}`],
      ['GET', `/messages/conversations/${id}`],
      ['POST', `/messages/conversations/${id}`, { text: 'hello' }],
      ['POST', '/messages/public/file/photo'],
      ['POST', '/messages/private/file/video'],
      ['DELETE', `/messages/${id}`],
      ['GET', '/messages/total-unread-messages'],
      ['POST', `/messages/read-all/${id}`],
      ['GET', `/messages/${id}/file/${id}/status`],
    ];
    for (const [method, url, body] of routes) expect([method, url, (await call(method, url, undefined, body)).statusCode]).toEqual([method, url, 401]);
  });
});

describe('starting a conversation', () => {
  it('answers the same conversation to both sides of a pair', async () => {
    const again = await call('POST', '/conversations', cast.tokens.fan, { source: 'performer', sourceId: cast.owner.id });
    expect(again.json().data._id).toBe(conversationId);
    const fromPerformer = await call('POST', '/conversations', cast.tokens.owner, { source: 'user', sourceId: cast.fan.id });
    expect(fromPerformer.statusCode).toBe(200);
    expect(fromPerformer.json().data).toMatchObject({ _id: conversationId, type: 'private', recipientInfo: { _id: cast.fan.id, isPerformer: false } });
    expect(again.json().data.recipientInfo).toMatchObject({ _id: cast.owner.id, name: 'Luna Star', username: 'lunastar', isPerformer: true });
  });

  it('lets a fan message only a performer they subscribe to', async () => {
    const res = await call('POST', '/conversations', cast.tokens.otherFan, { source: 'performer', sourceId: cast.owner.id });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Subscribe to this performer to send them messages.');
  });

  it('lets a performer message their followers and subscribers only', async () => {
    const stranger = await createUser(db());
    const refused = await call('POST', '/conversations', cast.tokens.owner, { source: 'user', sourceId: stranger.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You can message only your followers and subscribers.');
    await db().insert(follows).values({ followerId: stranger.id, performerId: cast.owner.id });
    const allowed = await call('POST', '/conversations', cast.tokens.owner, { source: 'user', sourceId: stranger.id });
    expect(allowed.statusCode).toBe(200);
    // The follower cannot write back without subscribing (a fan messages performers they subscribe to).
    const token = await loginAs(ctx.app, stranger);
    expect((await send(token, { text: 'hi' }, allowed.json().data._id)).statusCode).toBe(403);
    expect((await send(cast.tokens.owner, { text: 'Thanks for following!' }, allowed.json().data._id)).statusCode).toBe(200);
  });

  it('refuses bad input, oneself, fans starting with fans, and unknown people', async () => {
    const cases: [string, object, number][] = [
      [cast.tokens.fan, { source: 'fan', sourceId: cast.owner.id }, 422],
      [cast.tokens.fan, { source: 'performer', sourceId: 'not-an-id' }, 422],
      [cast.tokens.fan, { source: 'performer' }, 422],
      [cast.tokens.owner, { source: 'performer', sourceId: cast.owner.id }, 422],
      [cast.tokens.fan, { source: 'user', sourceId: cast.otherFan.id }, 403],
      [cast.tokens.fan, { source: 'performer', sourceId: cast.otherFan.id }, 404],
      [cast.tokens.fan, { source: 'performer', sourceId: '00000000-0000-4000-8000-000000000000' }, 404],
    ];
    for (const [token, body, status] of cases) {
      const res = await call('POST', '/conversations', token, body);
      expect([body, res.statusCode]).toEqual([body, status]);
      expect(res.json().message).toMatch(/[.!]$/);
    }
  });
});

describe('reading and writing', () => {
  it('delivers a message, counts it unread for the recipient only, and read-all zeroes it', async () => {
    const sent = await send(cast.tokens.fan, { text: '  Hello Luna!  ' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toMatchObject({ conversationId, senderId: cast.fan.id, type: 'text', text: 'Hello Luna!', isDeleted: false, files: [], price: null, isLocked: false });
    expect(await unreadOf(cast.tokens.owner)).toBe(1);
    expect(await unreadOf(cast.tokens.fan)).toBe(0);
    const seen = (await call('GET', `/conversations/${conversationId}`, cast.tokens.owner)).json().data;
    expect(seen).toMatchObject({ lastMessage: 'Hello Luna!', lastSenderId: cast.fan.id, totalNotSeenMessages: 1, isBlocked: false });
    const read = await call('POST', `/messages/read-all/${conversationId}`, cast.tokens.owner);
    expect(read.json().data).toEqual({ conversationId, read: 1 });
    expect(await unreadOf(cast.tokens.owner)).toBe(0);
    expect((await call('POST', `/messages/read-all/${conversationId}`, cast.tokens.owner)).json().data.read).toBe(0);
  });

  it('lists messages newest first with offset and limit', async () => {
    await send(cast.tokens.owner, { text: 'one' });
    await send(cast.tokens.owner, { text: 'two' });
    const page = await call('GET', `/messages/conversations/${conversationId}?offset=0&limit=2`, cast.tokens.fan);
    expect(page.json().data.data.map((m: { text: string }) => m.text)).toEqual(['two', 'one']);
    const all = await messagesOf(cast.tokens.fan);
    expect(all.total).toBeGreaterThanOrEqual(3);
    const next = await call('GET', `/messages/conversations/${conversationId}?offset=2&limit=1`, cast.tokens.fan);
    expect(next.json().data.data[0].text).toBe('Hello Luna!');
    expect((await call('GET', `/messages/conversations/${conversationId}?limit=500`, cast.tokens.fan)).statusCode).toBe(422);
  });

  it('hides the conversation from everyone else, lets admins read but not write', async () => {
    for (const token of [cast.tokens.otherFan, cast.tokens.otherPerformer]) {
      expect((await call('GET', `/conversations/${conversationId}`, token)).statusCode).toBe(404);
      expect((await call('GET', `/messages/conversations/${conversationId}`, token)).statusCode).toBe(404);
      expect((await send(token, { text: 'let me in' })).statusCode).toBe(404);
      expect((await call('POST', `/messages/read-all/${conversationId}`, token)).statusCode).toBe(404);
      expect((await call('GET', '/conversations', token)).json().data.data.map((c: { _id: string }) => c._id)).not.toContain(conversationId);
    }
    expect((await call('GET', `/messages/conversations/${conversationId}`, cast.tokens.admin)).statusCode).toBe(200);
    expect((await call('GET', `/conversations/${conversationId}`, cast.tokens.admin)).statusCode).toBe(200);
    const adminSend = await send(cast.tokens.admin, { text: 'admin here' });
    expect(adminSend.statusCode).toBe(403);
  });

  it('refuses empty messages, foreign or wrong files, and prices from fans or without media', async () => {
    const ownPhoto = await createMediaFile(db(), cast.fan, 'message-photo');
    const othersPhoto = await createMediaFile(db(), cast.otherFan, 'message-photo');
    const feedPhoto = await createMediaFile(db(), cast.fan, 'feed-photo');
    const cases: [string, object, number, RegExp][] = [
      [cast.tokens.fan, {}, 422, /Write a message/],
      [cast.tokens.fan, { text: '   ' }, 422, /Write a message/],
      [cast.tokens.fan, { text: 'x'.repeat(5001) }, 422, /at most 5000/],
      [cast.tokens.fan, { text: 'hi', extra: 1 }, 422, /./],
      [cast.tokens.fan, { fileIds: [othersPhoto.id] }, 422, /you uploaded for messages/],
      [cast.tokens.fan, { fileIds: [feedPhoto.id] }, 422, /you uploaded for messages/],
      [cast.tokens.fan, { fileIds: [ownPhoto.id], price: 5 }, 422, /Only the performer/],
      [cast.tokens.owner, { text: 'pay me', price: 5 }, 422, /needs a photo or video/],
      [cast.tokens.owner, { text: 'pay me', price: -1 }, 422, /more than 0/],
    ];
    for (const [token, body, status, message] of cases) {
      const res = await send(token, body);
      expect([body, res.statusCode]).toEqual([body, status]);
      expect(res.json().message).toMatch(message);
    }
    const withPhoto = await send(cast.tokens.fan, { fileIds: [ownPhoto.id] });
    expect(withPhoto.json().data).toMatchObject({ type: 'photo', files: [{ _id: ownPhoto.id, type: 'message-photo' }] });
    expect(withPhoto.json().data.files[0].url).toEqual(expect.any(String));
    expect((await call('GET', `/conversations/${conversationId}`, cast.tokens.owner)).json().data.lastMessage).toBe('Sent a photo');
  });

  it('stops both sides once the performer blocks the fan, and says so', async () => {
    const fan = await createUser(db());
    await subscribe(db(), fan, cast.owner);
    const token = await loginAs(ctx.app, fan);
    const id = (await call('POST', '/conversations', token, { source: 'performer', sourceId: cast.owner.id })).json().data._id;
    await blockUser(db(), cast.owner.id, fan.id);
    for (const t of [token, cast.tokens.owner]) {
      const res = await send(t, { text: 'hello?' }, id);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('You cannot message this person.');
    }
    expect((await call('GET', `/conversations/${id}`, token)).json().data.isBlocked).toBe(true);
    expect((await call('GET', `/messages/conversations/${id}`, token)).statusCode).toBe(200);
  });
});

describe('deleting', () => {
  it('lets the sender or an admin delete; the other side sees "Message deleted!"', async () => {
    const mine = (await send(cast.tokens.fan, { text: 'oops' })).json().data._id;
    expect((await call('DELETE', `/messages/${mine}`, cast.tokens.owner)).statusCode).toBe(403);
    for (const token of [cast.tokens.otherFan, cast.tokens.otherPerformer]) expect((await call('DELETE', `/messages/${mine}`, token)).statusCode).toBe(404);
    const res = await call('DELETE', `/messages/${mine}`, cast.tokens.fan);
    expect(res.json().data).toEqual({ deleted: true, messageId: mine, conversationId });
    const shown = (await messagesOf(cast.tokens.owner)).data.find((m: { _id: string }) => m._id === mine);
    expect(shown).toMatchObject({ text: 'Message deleted!', isDeleted: true, files: [] });
    expect((await call('GET', `/conversations/${conversationId}`, cast.tokens.owner)).json().data.lastMessage).toBe('Message deleted!');
    expect((await call('DELETE', `/messages/${mine}`, cast.tokens.fan)).statusCode).toBe(404);

    const performers = (await send(cast.tokens.owner, { text: 'rude words' })).json().data._id;
    expect((await call('DELETE', `/messages/${performers}`, cast.tokens.admin)).statusCode).toBe(200);
    expect((await call('DELETE', '/messages/not-an-id', cast.tokens.admin)).statusCode).toBe(422);
  });
});

describe('GET /messages/conversations/public/{id}', () => {
  it('never serves a private conversation, to anyone', async () => {
    for (const token of [undefined, cast.tokens.fan, cast.tokens.owner, cast.tokens.admin]) {
      const res = await call('GET', `/messages/conversations/public/${conversationId}`, token);
      expect(res.statusCode).toBe(404);
      expect(JSON.stringify(res.json())).not.toContain('Hello Luna');
    }
  });

  it('serves a public conversation to anyone', async () => {
    const [row] = await db().insert(conversations).values({ type: 'public', performerId: cast.owner.id }).returning();
    const res = await call('GET', `/messages/conversations/public/${row.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ data: [], total: 0 });
    // Nor does a public conversation open through the private routes.
    expect((await call('GET', `/messages/conversations/${row.id}`, cast.tokens.owner)).statusCode).toBe(404);
  });
});

describe('conversation list', () => {
  it('puts the newest activity first, filters by the other person, caps the page', async () => {
    const performer = await createPerformer(db(), { name: 'Ava Rose', username: 'avarose' });
    await subscribe(db(), cast.fan, performer);
    const ava = (await call('POST', '/conversations', cast.tokens.fan, { source: 'performer', sourceId: performer.id })).json().data._id;
    await send(cast.tokens.fan, { text: 'Hi Ava' }, ava);
    const list = (await call('GET', '/conversations', cast.tokens.fan)).json().data;
    expect(list.data.map((c: { _id: string }) => c._id).slice(0, 2)).toEqual([ava, conversationId]);
    const found = (await call('GET', '/conversations/search?q=ava', cast.tokens.fan)).json().data;
    expect(found).toMatchObject({ total: 1, data: [{ _id: ava, recipientInfo: { username: 'avarose' } }] });
    expect((await call('GET', '/conversations/search?q=luna', cast.tokens.fan)).json().data.data[0]._id).toBe(conversationId);
    expect((await call('GET', '/conversations/search?pageSize=1000', cast.tokens.fan)).statusCode).toBe(422);
  });
});

describe('uploads and file status', () => {
  it('takes a photo upload in the field "file" and reports its status to its uploader in the conversation', async () => {
    const jpeg = await sharp({ create: { width: 32, height: 24, channels: 3, background: { r: 10, g: 120, b: 200 } } }).jpeg().toBuffer();
    const form = (field: string) => withHeaders(multipart([{ name: field, filename: 'hello.jpg', contentType: 'image/jpeg', data: jpeg }]), authHeader(cast.tokens.fan));
    const res = await ctx.app.inject({ method: 'POST', url: '/api/messages/public/file/photo', ...form('file') });
    expect(res.statusCode).toBe(200);
    const file = res.json().data.file;
    expect(file).toMatchObject({ type: 'message-photo', status: 'processing' });
    expect((await ctx.app.inject({ method: 'POST', url: '/api/messages/public/file/photo', ...form('picture') })).statusCode).toBe(422);
    const video = await ctx.app.inject({ method: 'POST', url: '/api/messages/private/file/video', ...form('file') });
    expect(video.statusCode).toBe(422);

    const status = await call('GET', `/messages/${conversationId}/file/${file._id}/status`, cast.tokens.fan);
    expect(status.json().data).toMatchObject({ _id: file._id, status: 'processing' });
    expect((await call('GET', `/messages/${conversationId}/file/${file._id}/status`, cast.tokens.owner)).statusCode).toBe(404);
    expect((await call('GET', `/messages/${conversationId}/file/${file._id}/status`, cast.tokens.otherFan)).statusCode).toBe(404);
    const sent = (await send(cast.tokens.fan, { fileIds: [file._id] })).json().data._id;
    expect((await call('GET', `/messages/${sent}/file/${file._id}/status`, cast.tokens.owner)).json().data._id).toBe(file._id);
  });
});
