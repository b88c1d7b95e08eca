// Demo reports (seed 012): after the whole demo seed, the reports of demo fans point at demo posts, products and
// profiles that are there, the demo admin finds the open ones in the queue and the dismissed one among the
// resolved, a second run adds nothing and leaves an admin's decision alone, and a seed whose targets an
// earlier seed left out files only what it can.
import { eq } from 'drizzle-orm';
import type { List } from '@/contracts/common';
import type { ModerationReport } from '@/contracts/moderation';
import { DEMO_REPORTS, seedDemoData } from '@/server/db/seed';
import { demoReportsSeed } from '@/server/db/seed/012-demo-reports';
import type { DemoReport } from '@/server/db/seed/demo-reports.data';
import { feeds, products, reports, users } from '@/server/db/schema';
import { authHeader } from '../factories/users';
import { demoSeedHelpers } from '../helpers/demo-seed';
import { createTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
const { db, seedContext, tokenOf, read, counts } = demoSeedHelpers(() => ctx);
const countReports = async () => (await counts({ reports })).reports;
const open = DEMO_REPORTS.filter((r) => !r.dismissed);
const dismissed = DEMO_REPORTS.filter((r) => r.dismissed);

async function idOf(username: string): Promise<string> {
  const [row] = await db().select({ id: users.id }).from(users).where(eq(users.username, username));
  return row.id;
}

/** The report `demo` describes, found by its reporter, kind and words. */
async function rowOf(demo: DemoReport) {
  const reporterId = await idOf(demo.reporter);
  const found = (await db().select().from(reports).where(eq(reports.reporterId, reporterId))).filter((r) => r.target === demo.target.kind && r.description === demo.description);
  expect(found).toHaveLength(1);
  return found[0];
}

const queue = async (status: 'open' | 'resolved', token: string) => (await read<List<ModerationReport>>(`/admin/reports?status=${status}&limit=100`, token)).data;

describe('seed 012: demo reports', () => {
  beforeAll(async () => {
    ctx = await createTestApp();
    await seedDemoData({ ...seedContext(), jobs: ctx.app.services.jobs });
  }, 120_000);
  afterAll(() => ctx?.close());

  it('files each demo report about a demo item that is there, made by someone else', async () => {
    expect(await countReports()).toBe(DEMO_REPORTS.length);
    expect(open.length).toBeGreaterThanOrEqual(3);
    expect(new Set(DEMO_REPORTS.map((r) => r.target.kind))).toEqual(new Set(['feed', 'product', 'performer']));
    for (const demo of DEMO_REPORTS) {
      const row = await rowOf(demo);
      const performerId = await idOf(demo.target.performer);
      expect(row.category).toBe(demo.category);
      expect(row.createdAt.getTime()).toBeLessThan(Date.now());
      const { target } = demo;
      if (target.kind === 'feed') {
        const [post] = await db().select().from(feeds).where(eq(feeds.id, row.targetId));
        expect(post).toMatchObject({ performerId, text: target.text, moderation: 'visible' });
      } else if (target.kind === 'product') {
        const [product] = await db().select().from(products).where(eq(products.id, row.targetId));
        expect(product).toMatchObject({ performerId, name: target.name });
      } else {
        expect(row.targetId).toBe(performerId);
        const [performer] = await db().select().from(users).where(eq(users.id, performerId));
        expect(performer.isPerformer).toBe(true);
      }
      expect(row.reporterId).not.toBe(performerId);
    }
  });

  it('leaves the open ones undecided and records the dismissal by the demo admin, with its note and time', async () => {
    for (const demo of open) expect(await rowOf(demo)).toMatchObject({ status: 'open', resolution: null, resolutionNote: '', resolvedBy: null, resolvedAt: null });
    expect(dismissed).toHaveLength(1);
    const row = await rowOf(dismissed[0]);
    expect(row).toMatchObject({ status: 'resolved', resolution: 'dismissed', resolutionNote: dismissed[0].dismissed!.note, resolvedBy: await idOf('admin') });
    expect(row.resolvedAt!.getTime()).toBeGreaterThan(row.createdAt.getTime());
    expect(row.resolvedAt!.getTime()).toBeLessThan(Date.now());
  });

  it("shows the demo admin the open reports with their items in the queue, and the dismissed one among the resolved", async () => {
    const admin = await tokenOf('admin');
    const openQueue = await queue('open', admin);
    expect(openQueue).toHaveLength(open.length);
    for (const demo of open) {
      const listed = openQueue.find((r) => r.description === demo.description);
      expect(listed).toMatchObject({ reporter: expect.objectContaining({ username: demo.reporter }), target: demo.target.kind, category: demo.category, resolution: null });
      expect(listed!.item).toMatchObject({ _id: listed!.targetId, kind: demo.target.kind, author: expect.objectContaining({ username: demo.target.performer }), openReportCount: 1 });
    }
    const resolved = await queue('resolved', admin);
    expect(resolved).toHaveLength(dismissed.length);
    expect(resolved[0]).toMatchObject({
      description: dismissed[0].description,
      resolution: 'dismissed',
      resolutionNote: dismissed[0].dismissed!.note,
      resolvedBy: expect.objectContaining({ username: 'admin' }),
      resolvedAt: expect.any(String),
      item: expect.objectContaining({ author: expect.objectContaining({ username: dismissed[0].target.performer }), openReportCount: 0, reportCount: 1 }),
    });
  });

  it("adds nothing on a second run and leaves an admin's decision as it is", async () => {
    const admin = await tokenOf('admin');
    const decided = (await queue('open', admin))[0];
    const res = await ctx.app.inject({ method: 'POST', url: `/api/admin/reports/${decided._id}/resolve`, headers: authHeader(admin), payload: { action: 'dismiss', note: 'Looked at it: nothing wrong.' } });
    expect(res.statusCode).toBe(200);

    await demoReportsSeed.run(seedContext());
    expect(await countReports()).toBe(DEMO_REPORTS.length);
    const [after] = await db().select().from(reports).where(eq(reports.id, decided._id));
    expect(after).toMatchObject({ status: 'resolved', resolution: 'dismissed', resolutionNote: 'Looked at it: nothing wrong.' });
    expect(await queue('open', admin)).toHaveLength(open.length - 1);
  });
});

describe('seed 012 when the content seeds left its targets out', () => {
  beforeAll(async () => {
    ctx = await createTestApp();
    await seedDemoData({ ...seedContext(), upTo: '003 demo performers' });
  }, 120_000);
  afterAll(() => ctx?.close());

  it('files the reports about profiles only and says which it skipped', async () => {
    const said: string[] = [];
    await demoReportsSeed.run({ ...seedContext(), log: { info: (line: string) => said.push(line) } });
    const aboutProfiles = DEMO_REPORTS.filter((r) => r.target.kind === 'performer');
    expect(aboutProfiles.length).toBeGreaterThan(0);
    const rows = await db().select().from(reports);
    expect(rows.map((r) => r.target)).toEqual(aboutProfiles.map(() => 'performer'));
    expect(said.filter((line) => line.includes('skipped'))).toHaveLength(DEMO_REPORTS.length - aboutProfiles.length);
    expect(said).toContain(`reports: ${aboutProfiles.length} demo reports filed`);
  });
});
