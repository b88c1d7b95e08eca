// Media files without a database: what each type is, how a record is shown to a viewer, the multipart
// cap of media routes and how often progress is written.
import { mediaFileTypes, type MediaFileType } from '@/contracts/media';
import { mediaUrl } from '@/server/media/media-urls';
import { folderOf, kindOfType, mainVisibilityOf, uploadLabelOf } from '@/server/modules/media-files/media-file-kinds';
import { fileStatusOf, presentMediaFile } from '@/server/modules/media-files/media-files.presenter';
import type { MediaFileRow } from '@/server/modules/media-files/media-files.table';
import { multipartLimitsFor } from '@/server/modules/media-files/multipart-limits';
import { PROGRESS_INTERVAL_MS, progressWriter } from '@/server/modules/media-files/media-process.job';

describe('media file types', () => {
  it.each<[MediaFileType, string]>([
    ['feed-photo', 'image'],
    ['feed-thumbnail', 'image'],
    ['video-thumbnail', 'image'],
    ['photo', 'image'],
    ['product-image', 'image'],
    ['message-photo', 'image'],
    ['feed-video', 'video'],
    ['feed-teaser', 'video'],
    ['video', 'video'],
    ['video-teaser', 'video'],
    ['message-video', 'video'],
    ['welcome-video', 'video'],
    ['feed-audio', 'audio'],
    ['product-file', 'file'],
  ])('%s is processed as %s', (type, kind) => {
    expect(kindOfType(type)).toBe(kind);
  });

  it('covers every type of the contract', () => {
    for (const type of mediaFileTypes) expect(['image', 'video', 'audio', 'file']).toContain(kindOfType(type));
  });

  it('keeps every processed file private except the promotional welcome video', () => {
    expect(mediaFileTypes.filter((t) => mainVisibilityOf(t) === 'public')).toEqual(['welcome-video']);
  });

  it('names the file in messages and gives each type its own folders', () => {
    expect(uploadLabelOf('welcome-video')).toBe('The welcome video');
    expect(uploadLabelOf('feed-photo')).toBe('The picture');
    expect(uploadLabelOf('feed-audio')).toBe('The recording');
    expect(folderOf('feed-video', 'originals')).toBe('originals/feed-video');
  });
});

describe('presenting a media file', () => {
  // The addresses every storage driver hands out (media-urls.ts), with a fixed clock.
  const signer = { secret: 'unit-secret-unit-secret-unit-secret', nowSeconds: () => 1_000_000 };
  const storage = { url: (key: string, opts?: { viewerId?: string }) => mediaUrl(signer, key, opts) };
  const row = (over: Partial<MediaFileRow> = {}): MediaFileRow => ({
    id: '6f1c2a52-3c1b-4a47-9a55-0d6f0e1c2b3a',
    ownerId: 'e4a7c7b0-1111-4c2e-8a44-5d9b1f2e3c4d',
    type: 'feed-video',
    status: 'finished',
    progress: 100,
    originalKey: null,
    originalName: 'clip.mov',
    mainKey: 'private/media/feed-video/AAAAAAAAAAAAAAAAAAAAAA.mp4',
    mimeType: 'video/mp4',
    size: 1234,
    width: 640,
    height: 360,
    duration: 3,
    variants: [{ key: 'private/media/feed-video/BBBBBBBBBBBBBBBBBBBBBB.webp', width: 320, height: 180, role: 'thumb' }],
    previewKey: 'public/previews/feed-video/CCCCCCCCCCCCCCCCCCCCCC.webp',
    error: null,
    createdAt: new Date(),
    updatedAt: new Date(),
    ...over,
  });
  const viewerId = '0b9d7e55-2222-4f6e-9c1d-7a8b9c0d1e2f';

  it('a locked file shows only its blurred preview: no media URL, no thumbnails', () => {
    const shown = presentMediaFile(storage, row(), { viewerId, canSeeMedia: false });
    expect(shown).toMatchObject({ url: null, thumbnails: [], preview: '/api/files/public/previews/feed-video/CCCCCCCCCCCCCCCCCCCCCC.webp' });
    expect(JSON.stringify(shown)).not.toContain('private/');
  });

  it('an entitled viewer gets links signed for them', () => {
    const shown = presentMediaFile(storage, row(), { viewerId, canSeeMedia: true });
    expect(shown.url).toMatch(new RegExp(`^/api/files/private/media/feed-video/A+\\.mp4\\?expires=1000300&viewer=${viewerId}&sig=`));
    expect(shown.thumbnails).toHaveLength(1);
    expect(shown.thumbnails[0]).toContain(`viewer=${viewerId}`);
  });

  it('an unfinished or failed file has no media URL even for its owner', () => {
    for (const status of ['processing', 'error'] as const) {
      expect(presentMediaFile(storage, row({ status }), { viewerId, canSeeMedia: true })).toMatchObject({ url: null, thumbnails: [] });
    }
  });

  it('a public welcome video is linked plainly, and a free item to an anonymous visitor unbound', () => {
    const welcome = row({ type: 'welcome-video', mainKey: 'public/media/welcome-video/DDDDDDDDDDDDDDDDDDDDDD.mp4', variants: [] });
    expect(presentMediaFile(storage, welcome, { viewerId: null, canSeeMedia: true }).url).toBe('/api/files/public/media/welcome-video/DDDDDDDDDDDDDDDDDDDDDD.mp4');
    const url = presentMediaFile(storage, row(), { viewerId: null, canSeeMedia: true }).url!;
    expect(url).toMatch(/\?expires=\d+&sig=/);
    expect(url).not.toContain('viewer=');
  });

  it('status: progress reads 100 once finished, and the error only on a failed file', () => {
    expect(fileStatusOf(row({ status: 'processing', progress: 42 }))).toEqual({ _id: row().id, status: 'processing', progress: 42, error: null });
    expect(fileStatusOf(row({ status: 'error', progress: 10, error: 'This video could not be read. Please upload another file.' }))).toMatchObject({
      status: 'error',
      error: 'This video could not be read. Please upload another file.',
    });
  });
});

describe('multipartLimitsFor', () => {
  it('lets the parser take the largest of the kinds a route accepts', () => {
    const limits = { image: 20, video: 2048, audio: 200, file: 500, document: 20 };
    expect(multipartLimitsFor(limits, ['video'])).toEqual({ limits: { fileSize: 2048 * 1024 * 1024 } });
    expect(multipartLimitsFor(limits, ['image', 'audio'])).toEqual({ limits: { fileSize: 200 * 1024 * 1024 } });
  });
});

describe('progressWriter', () => {
  it('writes at most once a second, one write after another', async () => {
    let clock = 0;
    const written: number[] = [];
    let inFlight = 0;
    const writer = progressWriter(
      async (p) => {
        inFlight++;
        expect(inFlight).toBe(1);
        await new Promise((resolve) => setTimeout(resolve, 5));
        written.push(p);
        inFlight--;
      },
      (e) => {
        throw e;
      },
      () => clock,
    );
    for (let p = 1; p <= 30; p++) {
      writer.report(p);
      clock += PROGRESS_INTERVAL_MS / 10;
    }
    await writer.settle();
    expect(written).toEqual([1, 11, 21]);
  });

  it('a failed write is reported and does not stop later ones', async () => {
    let clock = 0;
    const errors: unknown[] = [];
    const written: number[] = [];
    const writer = progressWriter(
      async (p) => {
        if (p === 1) throw new Error('database busy');
        written.push(p);
      },
      (e) => errors.push(e),
      () => clock,
    );
    writer.report(1);
    clock += PROGRESS_INTERVAL_MS;
    writer.report(2);
    await writer.settle();
    expect(written).toEqual([2]);
    expect(errors).toHaveLength(1);
  });
});
