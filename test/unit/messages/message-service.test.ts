// Each message service call hits the route docs/client-api.md ("The calls") lists, with the body and headers the
// server expects; uploads report progress in percent and an aborted signal cancels them.
import { isCancelled } from '@/lib/request';
import { messageService } from '@/services/message.api';
import { fakeApi, ok } from '../../helpers/fake-api';
import { holdUploads, type FakeXhr } from '../../helpers/fake-xhr';

describe('message service routes', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    api = fakeApi({}, ok(null));
  });
  afterEach(() => api.restore());

  const last = () => api.calls[api.calls.length - 1];

  // Every row has a body column (null: none), so jest does not mistake a short row's last argument for `done`.
  it.each<[string, string, () => Promise<unknown>, unknown]>([
    ['searchConversations', 'GET /conversations/search', () => messageService.searchConversations({ q: 'ann', offset: 10, limit: 5 }), null],
    ['createConversation', 'POST /conversations', () => messageService.createConversation({ source: 'performer', sourceId: 'p-1' }), { source: 'performer', sourceId: 'p-1' }],
    ['getConversation', 'GET /conversations/c%201', () => messageService.getConversation('c 1'), null],
    ['list', 'GET /messages/conversations/c1', () => messageService.list('c1', { offset: 25, limit: 25 }), null],
    ['send', 'POST /messages/conversations/c1', () => messageService.send('c1', { text: 'hi', fileIds: ['f1'], price: 3 }), { text: 'hi', fileIds: ['f1'], price: 3 }],
    ['delete', 'DELETE /messages/m1', () => messageService.delete('m1'), null],
    ['totalUnread', 'GET /messages/total-unread-messages', () => messageService.totalUnread(), null],
    ['readAll', 'POST /messages/read-all/c1', () => messageService.readAll('c1'), null],
    ['fileStatus', 'GET /messages/m1/file/f1/status', () => messageService.fileStatus('m1', 'f1'), null],
    ['buy', 'POST /wallet/charges/message/m1', () => messageService.buy('m1', 'key-1'), null],
  ])('%s → %s', async (_name, route, run, body) => {
    await run();
    expect(`${last().method} ${last().url}`).toBe(route);
    if (body !== null) expect(last().body).toEqual(body);
  });

  it('search and list send their paging as query parameters', async () => {
    await messageService.searchConversations({ q: 'ann', offset: 10, limit: 5 });
    expect(last().params).toEqual({ q: 'ann', offset: '10', limit: '5' });
    await messageService.list('c1', { offset: 25, limit: 25 });
    expect(last().params).toEqual({ offset: '25', limit: '25' });
  });

  it('buying carries the Idempotency-Key of the click', async () => {
    await messageService.buy('m1', 'key-1');
    expect(last().headers['idempotency-key']).toBe('key-1');
  });

  it('answers the envelope as the server sent it', async () => {
    api.restore();
    api = fakeApi({ 'GET /messages/total-unread-messages': ok({ total: 3 }) });
    await expect(messageService.totalUnread()).resolves.toEqual({ status: 0, data: { total: 3 } });
  });
});

describe('message uploads', () => {
  let held: ReturnType<typeof holdUploads>;
  afterEach(() => held.restore());

  /** The upload, once the upload code (loaded on its first use) has sent it. */
  async function sent(): Promise<FakeXhr> {
    for (let i = 0; i < 50 && held.uploads.length === 0; i++) await Promise.resolve();
    expect(held.uploads).toHaveLength(1);
    return held.uploads[0];
  }

  it.each([
    ['photo', '/messages/public/file/photo', messageService.uploadPhoto],
    ['video', '/messages/private/file/video', messageService.uploadVideo],
  ])('a %s goes to %s as multipart field "file" with progress in percent', async (_kind, path, uploadFile) => {
    held = holdUploads();
    const progress: number[] = [];
    const pending = uploadFile(new Blob(['x']), (p) => progress.push(p));
    const xhr = await sent();
    xhr.progress(50, 100);
    xhr.progress(100, 100);
    xhr.respond(200, { status: 0, data: { file: { _id: 'f1' } } });
    const res = await pending;
    expect(res.data.file._id).toBe('f1');
    expect(xhr.path).toBe(path);
    expect(xhr.method).toBe('POST');
    expect(xhr.form.get('file')).toBeInstanceOf(Blob);
    expect(progress).toEqual([50, 100]);
  });

  it('aborting the signal cancels the upload', async () => {
    held = holdUploads();
    const controller = new AbortController();
    const pending = messageService.uploadPhoto(new Blob(['x']), undefined, controller.signal);
    const xhr = await sent();
    xhr.progress(50, 100);
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(isCancelled(error)).toBe(true);
    expect(xhr.aborted).toBe(true);
  });
});
