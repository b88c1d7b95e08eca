// A failed load becomes one sentence (the server's, else the caller's errorText, else the generic one) and
// its HTTP status; a toast only when the caller asks, and never for a request that was cancelled.
import { loadFailure } from '@/hooks/load-failure';
import { GENERIC_ERROR } from '@/lib/errors';
import { isCancelled, request } from '@/lib/request';
import { fail, fakeApi } from '../../helpers/fake-api';
import { eachTest } from './fixtures';

/** What `request` throws for this answer of the fake API. */
async function thrownBy(answer: Parameters<typeof fakeApi>[0][string], signal?: AbortSignal): Promise<unknown> {
  const api = fakeApi({ 'GET /thing': answer });
  try {
    return await request('/thing', { signal }).then(
      () => new Error('the request succeeded'),
      (e: unknown) => e,
    );
  } finally {
    api.restore();
  }
}

const cancelled = () => {
  const controller = new AbortController();
  controller.abort();
  return thrownBy({ status: 200, body: { status: 0, data: null } }, controller.signal);
};

describe('loadFailure', () => {
  const env = eachTest();

  it("uses the server's message and status, even over the caller's errorText", async () => {
    const e = await thrownBy(fail(404, 'Video not found'));
    expect(loadFailure(e)).toEqual({ message: 'Video not found', status: 404 });
    expect(loadFailure(e, { errorText: 'Could not load the video' })).toEqual({ message: 'Video not found', status: 404 });
  });

  it("falls back to the caller's errorText when the server's answer carries no message", async () => {
    const e = await thrownBy({ status: 500, body: 'Internal Server Error' });
    expect(loadFailure(e, { errorText: 'Could not load the video' })).toEqual({ message: 'Could not load the video', status: 500 });
  });

  it('falls back to the generic sentence without a message or an errorText', async () => {
    const e = await thrownBy({ status: 502 });
    expect(loadFailure(e)).toEqual({ message: GENERIC_ERROR, status: 502 });
  });

  it('has no status for a failure that is not an HTTP answer', () => {
    expect(loadFailure(new Error('Offline'))).toEqual({ message: 'Offline', status: null });
  });

  it('shows a toast only when asked', async () => {
    const e = await thrownBy(fail(500, 'Database is down'));
    loadFailure(e);
    loadFailure(e, { toast: false });
    expect(env.toasts).toEqual([]);
    loadFailure(e, { toast: true });
    expect(env.toasts).toEqual(['Database is down']);
  });

  it("the toast says the same sentence as the page: the caller's errorText when the server gave none", async () => {
    const e = await thrownBy({ status: 500 });
    expect(loadFailure(e, { toast: true, errorText: 'Could not load your wallet' }).message).toBe('Could not load your wallet');
    expect(env.toasts).toEqual(['Could not load your wallet']);
  });

  it('never shows a toast for a cancelled request, even when asked', async () => {
    const e = await cancelled();
    expect(isCancelled(e)).toBe(true);
    loadFailure(e, { toast: true });
    loadFailure(e, { toast: true, errorText: 'Could not load the video' });
    expect(env.toasts).toEqual([]);
  });
});
