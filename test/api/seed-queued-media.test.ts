// The app's first start seeds the demo data without waiting for its media: each demo upload goes to the
// app's own processing queue, as a performer's does but behind theirs, and the seed returns at once; the
// queue's worker then finishes them while the site is open. The app runs the seeds in two parts (the
// accounts before its port opens, the rest after), so the seeds also run from one name to another.
import { inArray } from 'drizzle-orm';
import { demoVideosSeed } from '@/server/db/seed/008-demo-videos';
import { DEMO_MEDIA_PRIORITY, demoMediaSettled } from '@/server/db/seed/demo-uploads';
import { mediaFiles, videos } from '@/server/db/schema';
import { seedDemoData, type SeedContext } from '@/server/db/seed';
import { posts } from '@/server/db/schema';
import { demoSeedHelpers } from '../helpers/demo-seed';
import { createTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
const { db, seedContext, seedPerformersAndSubscriptions } = demoSeedHelpers(() => ctx);

describe('demo media queued for processing', () => {
  const priorities: (number | undefined)[] = [];
  const queued: string[] = [];

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedPerformersAndSubscriptions();
    const files = ctx.app.services.mediaFiles;
    const mediaQueue: SeedContext['mediaQueue'] = {
      files: {
        accept: (ownerId, type, part, opts) => {
          priorities.push(opts?.priority);
          return files.accept(ownerId, type, part, opts);
        },
        remove: files.remove,
      },
      queued,
    };
    await demoVideosSeed.run({ ...seedContext(), jobs: ctx.app.services.jobs, mediaQueue });
  }, 120_000);
  afterAll(() => ctx?.close());

  it('hands every demo file of the seed to the queue, behind uploads', async () => {
    const rows = await db().select({ videoFileId: videos.videoFileId, thumbnailFileId: videos.thumbnailFileId, teaserFileId: videos.teaserFileId }).from(videos);
    const fileIds = rows.flatMap((r) => [r.videoFileId, r.thumbnailFileId, r.teaserFileId]).filter((id): id is string => !!id);
    expect(new Set(queued)).toEqual(new Set(fileIds));
    expect(priorities).toEqual(fileIds.map(() => DEMO_MEDIA_PRIORITY));
    expect(DEMO_MEDIA_PRIORITY).toBeLessThan(0);
  });

  it('is processed by the app\'s queue, and says so once none is processing', async () => {
    const outcome = await demoMediaSettled(db(), queued, { signal: new AbortController().signal, intervalMs: 100 });
    expect(outcome).toEqual({ finished: queued.length, failed: 0, gone: 0 });
    const statuses = await db().select({ status: mediaFiles.status }).from(mediaFiles).where(inArray(mediaFiles.id, queued));
    expect(statuses.map((s) => s.status)).toEqual(queued.map(() => 'finished'));
  }, 120_000);

  it('stops waiting when the app stops', async () => {
    const stopping = new AbortController();
    stopping.abort();
    await expect(demoMediaSettled(db(), queued, { signal: stopping.signal })).resolves.toBeNull();
  });

  it('runs only the seeds from one name to another when asked', async () => {
    const names: string[] = [];
    const log = { info: (m: string) => void (m.startsWith('seed ') && names.push(m)) };
    await seedDemoData({ ...seedContext(), log, from: '005 pages', upTo: '005 pages' });
    expect(names).toEqual(['seed 005 pages']);
    expect((await db().select().from(posts)).length).toBeGreaterThan(0);
    await expect(seedDemoData({ ...seedContext(), from: '999 nothing' })).rejects.toThrow(/no seed named "999 nothing"/);
  });
});
