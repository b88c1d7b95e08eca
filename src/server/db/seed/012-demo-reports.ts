// Demo reports (seed 012): the few reports of demo-reports.data.ts in the table the reports module files them
// in, one already dismissed by the demo admin. A report is one per reporter and target (the table's unique
// key, which a fan's second report updates), so running again adds nothing and leaves alone what an admin has
// done to them since. A report whose reporter or target is missing (an earlier seed left it out) is skipped,
// and the log says so.
import { and, eq, inArray } from 'drizzle-orm';
import { feeds } from '../../modules/feeds/feeds.table';
import { products } from '../../modules/products/products.table';
import { reports } from '../../modules/reports/reports.table';
import { users } from '../../modules/users/users.table';
import { DEMO_ACCOUNTS } from './002-demo-accounts';
import { DEMO_REPORTS, type DemoReportTarget } from './demo-reports.data';
import type { Seed, SeedContext } from './types';

const HOUR_MS = 60 * 60 * 1000;
const DEMO_ADMIN = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!.username;

/** The id of the demo item `target` names, or null when it is not there. */
async function targetIdOf(ctx: SeedContext, target: DemoReportTarget, performerId: string): Promise<string | null> {
  const [row] =
    target.kind === 'feed'
      ? await ctx.db.select({ id: feeds.id }).from(feeds).where(and(eq(feeds.performerId, performerId), eq(feeds.text, target.text))).limit(1)
      : target.kind === 'product'
        ? await ctx.db.select({ id: products.id }).from(products).where(and(eq(products.performerId, performerId), eq(products.name, target.name))).limit(1)
        : [{ id: performerId }];
  return row?.id ?? null;
}

export const demoReportsSeed: Seed = {
  name: '012 demo reports',
  async run(ctx) {
    const usernames = [...new Set([DEMO_ADMIN, ...DEMO_REPORTS.flatMap((r) => [r.reporter, r.target.performer])])];
    const found = await ctx.db.select({ id: users.id, username: users.username, isPerformer: users.isPerformer }).from(users).where(inArray(users.username, usernames));
    const people = new Map(found.map((u) => [u.username!, u]));
    const admin = people.get(DEMO_ADMIN);
    const now = Date.now();
    let added = 0;
    for (const demo of DEMO_REPORTS) {
      const reporter = people.get(demo.reporter);
      const performer = people.get(demo.target.performer);
      const targetId = performer?.isPerformer ? await targetIdOf(ctx, demo.target, performer.id) : null;
      const about = `the report of ${demo.reporter} about ${demo.target.performer}'s ${demo.target.kind}`;
      if (!reporter || !targetId) {
        ctx.log.info(`reports: ${about} skipped: its reporter or what it is about is not there`);
        continue;
      }
      if (demo.dismissed && !admin) {
        ctx.log.info(`reports: ${about} skipped: the demo admin who dismissed it is not there`);
        continue;
      }
      const createdAt = new Date(now - demo.hoursAgo * HOUR_MS);
      const resolvedAt = demo.dismissed ? new Date(createdAt.getTime() + demo.dismissed.hoursLater * HOUR_MS) : null;
      const closing =
        demo.dismissed && admin
          ? { status: 'resolved' as const, resolution: 'dismissed', resolutionNote: demo.dismissed.note, resolvedBy: admin.id, resolvedAt }
          : { status: 'open' as const };
      const written = await ctx.db
        .insert(reports)
        .values({ reporterId: reporter.id, target: demo.target.kind, targetId, category: demo.category, description: demo.description, ...closing, createdAt, updatedAt: resolvedAt ?? createdAt })
        .onConflictDoNothing({ target: [reports.reporterId, reports.target, reports.targetId] })
        .returning({ id: reports.id });
      added += written.length;
    }
    ctx.log.info(`reports: ${added} demo reports filed`);
  },
};
