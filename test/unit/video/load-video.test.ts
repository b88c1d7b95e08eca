// /video/[id] reads the video with the visitor's headers and tells missing from broken.
import { loadVideo, videoHttpStatus } from '@/components/video/load-video';
import { fail, fakeApi, ok } from '../../helpers/fake-api';
import { videoFactory } from '../../helpers/content-fixtures';

describe('loadVideo', () => {
  let api: ReturnType<typeof fakeApi> | undefined;
  afterEach(() => api?.restore());

  it('answers the video, sending the visitor headers it was given', async () => {
    api = fakeApi({ 'GET /performer-assets/videos/video-1': ok(videoFactory()) });
    const load = await loadVideo('video-1', { Authorization: 'Bearer t' });
    expect(load).toEqual({ state: 'found', video: videoFactory() });
    expect(api.calls[0].headers.authorization).toBe('Bearer t');
    expect(videoHttpStatus(load)).toBe(200);
  });

  it('reads 404 and 403 as missing, other failures as an error to retry', async () => {
    api = fakeApi({
      'GET /performer-assets/videos/gone': fail(404, 'This video does not exist or is no longer available.'),
      'GET /performer-assets/videos/hidden': fail(403, 'Not for you'),
      'GET /performer-assets/videos/broken': fail(503, 'Database is down'),
    });
    expect(await loadVideo('gone')).toEqual({ state: 'not-found' });
    expect(await loadVideo('hidden')).toEqual({ state: 'not-found' });
    expect(await loadVideo('')).toEqual({ state: 'not-found' });
    const broken = await loadVideo('broken');
    expect(broken).toEqual({ state: 'error', message: 'Database is down' });
    expect([videoHttpStatus({ state: 'not-found' }), videoHttpStatus(broken)]).toEqual([404, 503]);
  });
});
