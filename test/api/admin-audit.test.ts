// The audit log: every admin route that changes something, called as an admin, leaves an entry naming the
// admin, the route and its target (the walk reads the routes from Fastify, so a route added later is walked
// without anyone listing it), secrets never reach the log, nobody else reads it, and nothing can alter it.
import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { adminAuditLog } from '@/server/modules/audit/audit.table';
import { multipart } from '../helpers/multipart';
import { createRouteApp, type RouteApp } from '../helpers/route-app';
import type { Fixture } from '../helpers/route-fixtures';
import { OWNERSHIP, PLAUSIBLE_BODIES, type Rule } from '../helpers/route-rules';
import { fillUrl, isZod, pathParamsOf, routeKey, sampleOf, type Route } from '../helpers/route-table';

jest.setTimeout(300_000);

/**
 * Admin changes that need the thing in another state than the route-wide fixtures leave it, prepared here:
 * each returns the fixture to call the route with.
 */
const PREPARE: Record<string, (app: RouteApp) => Promise<Fixture>> = {
  // Paying out follows approval.
  'POST /api/admin/payout-requests/:id/paid': async ({ ctx, fixtures, sessions }) => {
    const payout = await fixtures.make('payout');
    const approved = await ctx.app.inject({ method: 'POST', url: `/api/admin/payout-requests/${payout.ids.id}/approve`, headers: sessions.headersOf('admin') });
    expect(approved.statusCode).toBe(200);
    return payout;
  },
};

/** Admin uploads: sent as the multipart form they take, with a small picture. */
const UPLOADS: Record<string, () => Promise<{ payload: Buffer; headers: Record<string, string> }>> = {
  'POST /api/admin/settings/files/:kind': async () => {
    const png = await sharp({ create: { width: 40, height: 20, channels: 4, background: '#3366ff' } }).png().toBuffer();
    return multipart([{ name: 'file', filename: 'logo.png', contentType: 'image/png', data: png }]);
  },
};

let routeApp: RouteApp;
beforeAll(async () => {
  routeApp = await createRouteApp();
});
afterAll(async () => {
  await routeApp?.ctx.close();
});

const isChange = (route: Route) => route.auth === 'admin' && route.method !== 'GET' && route.method !== 'HEAD';

async function callAsAdmin(route: Route): Promise<{ status: number; body: string; targetId: string }> {
  const { ctx, fixtures, sessions } = routeApp;
  const key = routeKey(route);
  const rule: Rule | undefined = OWNERSHIP[key];
  const fixture = PREPARE[key] ? await PREPARE[key](routeApp) : rule && rule.fixture !== 'none' ? await fixtures.make(rule.fixture) : null;
  const ids = fixture?.ids ?? {};
  const params = { ...ids, ...rule?.params?.(ids) };
  const body = rule?.body ? rule.body(ids) : key in PLAUSIBLE_BODIES ? PLAUSIBLE_BODIES[key] : isZod(route.schema.body) ? sampleOf(route.schema.body) : undefined;
  const upload = UPLOADS[key] ? await UPLOADS[key]() : null;
  const res = await ctx.app.inject({
    method: route.method,
    url: pathParamsOf(route.url).length ? fillUrl(route.url, params) : route.url,
    headers: { ...sessions.headersOf('admin'), ...upload?.headers },
    ...(upload ? { payload: upload.payload } : body === undefined ? {} : { payload: body as object }),
  });
  return { status: res.statusCode, body: res.body, targetId: params.id ?? '' };
}

it('records every admin change with who, what, which and when', async () => {
  const { ctx, routes, sessions } = routeApp;
  const admin = sessions.cast.admin;
  const changes = routes.filter(isChange);
  expect(changes.length).toBeGreaterThan(10);
  const problems: string[] = [];
  for (const route of changes) {
    const key = routeKey(route);
    const startedAt = new Date(Date.now() - 1);
    const answer = await callAsAdmin(route);
    if (answer.status >= 300) {
      problems.push(`${key}: answered ${answer.status} to an admin (${answer.body.slice(0, 160)}); give it a fixture in OWNERSHIP or a PREPARE step here`);
      continue;
    }
    const [entry] = await ctx.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.route, key), eq(adminAuditLog.actorId, admin.id)))
      .orderBy(desc(adminAuditLog.createdAt))
      .limit(1);
    if (!entry) {
      problems.push(`${key}: no audit entry`);
      continue;
    }
    if (entry.createdAt < startedAt) problems.push(`${key}: only an older entry`);
    if (entry.actorName !== admin.username) problems.push(`${key}: actor ${entry.actorName}, expected ${admin.username}`);
    if (!entry.action || !entry.targetType) problems.push(`${key}: the entry names no action or target`);
    if (answer.targetId && entry.targetId !== answer.targetId) problems.push(`${key}: target ${entry.targetId}, expected ${answer.targetId}`);
  }
  expect(problems).toEqual([]);
});

const SECRET = '0123456789abcdef0123456789abcdef';

it('never writes a secret into the log', async () => {
  const { ctx, sessions } = routeApp;
  const res = await ctx.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: sessions.headersOf('admin'),
    payload: { siteName: 'Fanstage audit', agoraAppCertificate: SECRET },
  });
  expect(res.statusCode).toBeLessThan(300);
  const rows = await ctx.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.route, 'PUT /api/admin/settings'));
  expect(rows.length).toBeGreaterThan(0);
  expect(JSON.stringify(rows)).not.toContain(SECRET);
});

it('lists entries newest first, filtered, to admins only', async () => {
  const { ctx, sessions } = routeApp;
  const list = async (who: 'admin' | 'fan' | 'owner' | 'anonymous', query = '') =>
    ctx.app.inject({ method: 'GET', url: `/api/admin/audit-log${query}`, headers: sessions.headersOf(who) });
  expect((await list('anonymous')).statusCode).toBe(401);
  expect((await list('fan')).statusCode).toBe(403);
  expect((await list('owner')).statusCode).toBe(403);

  type Page = { data: { createdAt: string; targetType: string; action: string }[]; total: number };
  const first = await list('admin', '?limit=100');
  expect(first.statusCode).toBe(200);
  const all = first.json().data as Page;
  expect(all.total).toBeGreaterThan(10);
  const times = all.data.map((e) => e.createdAt);
  expect([...times].sort().reverse()).toEqual(times);

  const coupons = (await list('admin', '?targetType=coupon')).json().data as Page;
  expect(coupons.total).toBeGreaterThan(0);
  expect(coupons.data.every((e) => e.targetType === 'coupon')).toBe(true);
  expect(coupons.total).toBeLessThan(all.total);

  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  expect(((await list('admin', `?from=${tomorrow}`)).json().data as Page).total).toBe(0);
  const bad = await list('admin', '?from=yesterday');
  expect(bad.statusCode).toBe(422);
  expect(bad.json().message).toMatch(/YYYY-MM-DD/);
  expect((await list('admin', '?limit=1000')).statusCode).toBe(422);
});

it('keeps the log append-only: the database refuses to change or delete an entry', async () => {
  const { ctx } = routeApp;
  const [entry] = await ctx.database.db.select().from(adminAuditLog).limit(1);
  const refusal = (attempt: Promise<unknown>) =>
    attempt.then(
      () => 'changed',
      (err: Error & { cause?: Error }) => `${err.message} ${err.cause?.message ?? ''}`,
    );
  expect(await refusal(ctx.database.db.update(adminAuditLog).set({ summary: 'rewritten' }).where(eq(adminAuditLog.id, entry.id)))).toMatch(/append-only/);
  expect(await refusal(ctx.database.db.delete(adminAuditLog).where(eq(adminAuditLog.id, entry.id)))).toMatch(/append-only/);
  const [still] = await ctx.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.id, entry.id));
  expect(still.summary).toBe(entry.summary);
});
