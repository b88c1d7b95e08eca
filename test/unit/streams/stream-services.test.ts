// Each live-streaming and stream-chat service call hits its route with the method, body, query and headers
// the server expects; only the network (the request helper's fetch) is replaced.
import { streamChatService } from '@/services/stream-chat.api';
import { streamingService } from '@/services/streaming.api';
import { fakeApi, ok } from '../../helpers/fake-api';

const STREAM = '0b5e3c1e-5d3f-4a55-9b1c-2f6a7c1d9e01';

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({}, ok(null));
});
afterEach(() => api.restore());

const last = () => api.calls[api.calls.length - 1];

describe('streaming service', () => {
  // Every row has a body column (null: none), so jest does not mistake a short row's last argument for `done`.
  it.each<[string, string, () => Promise<unknown>, unknown]>([
    ['start', 'POST /streaming/live', () => streamingService.start({ type: 'group', title: 'Show', price: 12.5 }), { type: 'group', title: 'Show', price: 12.5 }],
    ['update', 'PUT /streaming/update', () => streamingService.update({ streamId: STREAM, title: 'New title' }), { streamId: STREAM, title: 'New title' }],
    ['setDuration', 'PUT /streaming/set-duration', () => streamingService.setDuration({ streamId: STREAM, duration: 120 }), { streamId: STREAM, duration: 120 }],
    ['end', `PUT /streaming/live/${STREAM}`, () => streamingService.end(STREAM), { status: 'ended' }],
    ['join', 'GET /streaming/join/s%201', () => streamingService.join('s 1'), null],
    ['agoraToken', 'POST /streaming/agora/token', () => streamingService.agoraToken({ streamId: STREAM, role: 'publisher' }), { streamId: STREAM, role: 'publisher' }],
    ['search', 'GET /streaming/user/search', () => streamingService.search({ q: 'luna', type: 'public', offset: 0, limit: 12 }), null],
    ['buy', `POST /wallet/charges/stream/${STREAM}`, () => streamingService.buy(STREAM, 'key-1'), null],
    ['requestPrivateShow', 'POST /streaming/private/request', () => streamingService.requestPrivateShow(STREAM), { performerId: STREAM }],
    ['privateRequests', 'GET /streaming/private/requests', () => streamingService.privateRequests({ offset: 0, limit: 20 }), null],
    ['iceServers', `GET /streaming/private/${STREAM}/ice-servers`, () => streamingService.iceServers(STREAM), null],
    ['privateHeartbeat', `POST /streaming/private/${STREAM}/heartbeat`, () => streamingService.privateHeartbeat(STREAM), null],
  ])('%s → %s', async (_name, route, run, body) => {
    await run();
    expect(`${last().method} ${last().url}`).toBe(route);
    // null: the call sends no body at all.
    expect(last().body).toEqual(body ?? undefined);
  });

  it('who is live now sends its filters and paging as query parameters', async () => {
    await streamingService.search({ q: 'luna', type: 'public', offset: 0, limit: 12, sortBy: 'viewerCount' });
    expect(last().params).toEqual({ q: 'luna', type: 'public', offset: '0', limit: '12', sortBy: 'viewerCount' });
  });

  it('the waiting private requests are paged by query parameters', async () => {
    await streamingService.privateRequests({ offset: 20, limit: 10, sortBy: 'createdAt' });
    expect(last().params).toEqual({ offset: '20', limit: '10', sortBy: 'createdAt' });
  });

  it('a token asked without a role leaves the role to the server (subscriber)', async () => {
    await streamingService.agoraToken({ streamId: STREAM });
    expect(last().body).toEqual({ streamId: STREAM });
  });

  it('buying a ticket carries the Idempotency-Key of the click, and nothing else', async () => {
    await streamingService.buy(STREAM, 'key-1');
    expect(last().headers['idempotency-key']).toBe('key-1');
    expect(last().body).toBeUndefined();
  });

  it('answers the envelope as the server sent it', async () => {
    api.restore();
    api = fakeApi({ 'PUT /streaming/set-duration': ok({ ok: true }) });
    await expect(streamingService.setDuration({ streamId: STREAM, duration: 10 })).resolves.toEqual({ status: 0, data: { ok: true } });
  });
});

describe('stream chat service', () => {
  it.each<[string, string, () => Promise<unknown>, unknown]>([
    ['list', 'GET /messages/stream/c1', () => streamChatService.list('c1', { offset: 25, limit: 25 }), null],
    ['send', 'POST /messages/stream/c1', () => streamChatService.send('c1', { text: 'hello' }), { text: 'hello' }],
    ['clear', 'DELETE /messages/stream/c1/remove-all-message', () => streamChatService.clear('c1'), null],
    ['ofPerformer', 'GET /conversations/stream/performer/p%2F1', () => streamChatService.ofPerformer('p/1'), null],
    ['link', 'PUT /conversations/stream/c1/update', () => streamChatService.link('c1', STREAM), { streamId: STREAM }],
  ])('%s → %s', async (_name, route, run, body) => {
    await run();
    expect(`${last().method} ${last().url}`).toBe(route);
    // null: the call sends no body at all.
    expect(last().body).toEqual(body ?? undefined);
  });

  it('a page is asked with offset and limit as query parameters', async () => {
    await streamChatService.list('c1', { offset: 25, limit: 10 });
    expect(last().params).toEqual({ offset: '25', limit: '10' });
  });

  it('a failed call rejects with the server\'s error body', async () => {
    api.restore();
    api = fakeApi({ 'POST /messages/stream/c1': { status: 429, body: { statusCode: 429, error: 'Too Many Requests', message: 'You are sending chat messages too fast.' } } });
    await expect(streamChatService.send('c1', { text: 'hello' })).rejects.toMatchObject({ statusCode: 429, message: 'You are sending chat messages too fast.' });
  });
});
