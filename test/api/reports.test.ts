// Reports (docs/business-rules.md "Safety"): one per user per target, a second one updates it and opens it again;
// admins are mailed and work the moderation queue.
import { randomUUID } from 'node:crypto';
import { REPORT_RATE_LIMIT } from '@/server/modules/reports/reports.routes';
import { authHeader, createAdmin, createPerformer, createUser, loginAs, type TestPerformer, type TestUser } from '../factories/users';
import { createTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let fan: TestUser;
let otherFan: TestUser;
let performer: TestPerformer;
let otherPerformer: TestPerformer;
let admin: TestUser;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  [fan, otherFan, performer, otherPerformer, admin] = await Promise.all([createUser(db), createUser(db), createPerformer(db), createPerformer(db), createAdmin(db)]);
  for (const [role, user] of Object.entries({ fan, otherFan, performer, otherPerformer, admin })) tokens[role] = await loginAs(ctx.app, user);
});
afterAll(() => ctx?.close());

const fileReport = (token: string | null, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/reports', payload, headers: token ? authHeader(token) : {} });
const queue = (token: string | null, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/admin/reports${query}`, headers: token ? authHeader(token) : {} });
const setStatus = (token: string | null, id: string, status: string) =>
  ctx.app.inject({ method: 'PUT', url: `/api/admin/reports/${id}`, payload: { status }, headers: token ? authHeader(token) : {} });
const about = (target: { id: string }, extra: object = {}) => ({
  targetId: target.id,
  target: 'performer',
  category: 'harassment',
  description: 'Sends me insulting messages every day.',
  ...extra,
});
const mailsSince = (count: number) => ctx.app.services.mailer.sent.slice(count);

describe('POST /reports', () => {
  it('needs a login', async () => {
    const res = await fileReport(null, about(performer));
    expect(res.statusCode).toBe(401);
  });

  it('files a report about a performer and mails the admins', async () => {
    const before = ctx.app.services.mailer.sent.length;
    const res = await fileReport(tokens.fan, about(performer));
    expect(res.statusCode).toBe(200);
    const report = res.json().data;
    expect(report).toEqual({
      _id: expect.any(String),
      target: 'performer',
      targetId: performer.id,
      category: 'harassment',
      description: 'Sends me insulting messages every day.',
      status: 'open',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const mails = mailsSince(before);
    expect(mails.map((m) => m.to)).toEqual([admin.email]);
    expect(mails[0].subject).toBe('[Fanstage] New report: performer (harassment)');
    expect(mails[0].text).toContain(`@${fan.username}`);
    expect(mails[0].text).toContain(performer.id);
  });

  it('keeps one report per user and target: sending again updates it and opens it again', async () => {
    const first = (await fileReport(tokens.otherFan, about(performer))).json().data;
    const resolved = await setStatus(tokens.admin, first._id, 'resolved');
    expect(resolved.json().data.status).toBe('resolved');

    const before = ctx.app.services.mailer.sent.length;
    const again = await fileReport(tokens.otherFan, about(performer, { category: 'spam', description: 'Now it is spam links too.' }));
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ _id: first._id, category: 'spam', description: 'Now it is spam links too.', status: 'open', createdAt: first.createdAt });
    expect(mailsSince(before)[0].subject).toBe('[Fanstage] Report updated and opened again: performer (spam)');

    const list = (await queue(tokens.admin, `?pageSize=100`)).json().data.data as { _id: string; reporter: { _id: string } }[];
    expect(list.filter((r) => r.reporter._id === otherFan.id)).toHaveLength(1);
  });

  it('does not mail the admins again when the same open report is sent twice', async () => {
    const payload = about(otherPerformer, { category: 'spam' });
    const first = (await fileReport(tokens.fan, payload)).json().data;
    const before = ctx.app.services.mailer.sent.length;
    const second = await fileReport(tokens.fan, payload);
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toEqual(first);
    expect(mailsSince(before)).toHaveLength(0);
  });

  it('keeps the report when the mail server is down', async () => {
    const mailer = ctx.app.services.mailer;
    const send = mailer.send;
    mailer.send = () => Promise.reject(new Error('SMTP connection refused'));
    try {
      const reporter = await createUser(ctx.database.db);
      const res = await fileReport(await loginAs(ctx.app, reporter), about(otherPerformer));
      expect(res.statusCode).toBe(200);
      const list = (await queue(tokens.admin, '?pageSize=100')).json().data.data as { reporter: { _id: string } }[];
      expect(list.some((r) => r.reporter._id === reporter.id)).toBe(true);
    } finally {
      mailer.send = send;
    }
  });

  it('lets performers and admins report a performer too', async () => {
    expect((await fileReport(tokens.otherPerformer, about(performer))).statusCode).toBe(200);
    expect((await fileReport(tokens.admin, about(performer, { category: 'impersonation' }))).statusCode).toBe(200);
  });

  it('refuses a report about yourself with a 422', async () => {
    const res = await fileReport(tokens.performer, about(performer));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('You cannot report yourself.');
  });

  it('answers 404 when the target does not exist or is not a performer', async () => {
    for (const target of [{ id: randomUUID() }, otherFan]) {
      const res = await fileReport(tokens.fan, about(target));
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toMatch(/There is no performer with this id/);
    }
  });

  it.each([
    [{ target: 'planet' }, /target must be one of: performer, feed, video, gallery, photo, product, comment, message/],
    [{ category: 'boring' }, /category must be one of/],
    [{ description: 'bad' }, /at least 5 characters/],
    [{ targetId: 'not-an-id' }, /targetId must be a valid id/],
  ])('refuses bad input with a readable 422 and files nothing (%#)', async (change, text) => {
    const total = (await queue(tokens.admin)).json().data.total;
    const res = await fileReport(tokens.fan, about(performer, change));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(text);
    expect((await queue(tokens.admin)).json().data.total).toBe(total);
  });
});

describe('GET /admin/reports', () => {
  it('is for admins only', async () => {
    expect((await queue(null)).statusCode).toBe(401);
    for (const role of ['fan', 'otherFan', 'performer', 'otherPerformer']) expect((await queue(tokens[role])).statusCode).toBe(403);
  });

  it('lists reports, newest change first, with the public shape of who sent them', async () => {
    const res = await queue(tokens.admin);
    expect(res.statusCode).toBe(200);
    const { data, total } = res.json().data;
    expect(total).toBeGreaterThanOrEqual(4);
    const updated = data.map((r: { updatedAt: string }) => r.updatedAt);
    expect(updated).toEqual([...updated].sort().reverse());
    const byFan = data.find((r: { reporter: { _id: string } }) => r.reporter._id === fan.id);
    expect(Object.keys(byFan.reporter).sort()).toEqual(['_id', 'avatar', 'bio', 'cover', 'isPerformer', 'name', 'username']);
    expect(JSON.stringify(data)).not.toContain(fan.email!);
  });

  it('filters by status and pages', async () => {
    const open = (await queue(tokens.admin, '?status=open')).json().data;
    expect(open.data.every((r: { status: string }) => r.status === 'open')).toBe(true);
    const page = (await queue(tokens.admin, '?pageSize=1&current=2')).json().data;
    expect(page.data).toHaveLength(1);
    expect(page.total).toBe((await queue(tokens.admin)).json().data.total);
    expect((await queue(tokens.admin, '?status=closed')).statusCode).toBe(422);
  });
});

describe('PUT /admin/reports/{id}', () => {
  let reportId: string;
  beforeAll(async () => {
    const reporter = await createUser(ctx.database.db);
    reportId = (await fileReport(await loginAs(ctx.app, reporter), about(otherPerformer))).json().data._id;
  });

  it('is for admins only', async () => {
    expect((await setStatus(null, reportId, 'resolved')).statusCode).toBe(401);
    for (const role of ['fan', 'performer', 'otherPerformer']) expect((await setStatus(tokens[role], reportId, 'resolved')).statusCode).toBe(403);
    const still = (await queue(tokens.admin, '?status=resolved')).json().data.data.map((r: { _id: string }) => r._id);
    expect(still).not.toContain(reportId);
  });

  it('resolves and reopens a report', async () => {
    const resolved = await setStatus(tokens.admin, reportId, 'resolved');
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json().data).toMatchObject({ _id: reportId, status: 'resolved' });
    expect((await setStatus(tokens.admin, reportId, 'open')).json().data.status).toBe('open');
  });

  it('answers 404 for an unknown report and 422 for a bad status', async () => {
    expect((await setStatus(tokens.admin, randomUUID(), 'resolved')).statusCode).toBe(404);
    const bad = await setStatus(tokens.admin, reportId, 'deleted');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toMatch(/status/);
  });
});

describe('rate limit', () => {
  it(`stops an account after ${REPORT_RATE_LIMIT} reports`, async () => {
    const reporter = await createUser(ctx.database.db);
    const token = await loginAs(ctx.app, reporter);
    const statuses: number[] = [];
    for (let i = 0; i <= REPORT_RATE_LIMIT; i++) statuses.push((await fileReport(token, about(performer, { description: `Report number ${i}` }))).statusCode);
    expect(statuses.slice(0, REPORT_RATE_LIMIT).every((s) => s === 200)).toBe(true);
    expect(statuses[REPORT_RATE_LIMIT]).toBe(429);
    // Another account from the same address is not affected.
    expect((await fileReport(tokens.otherPerformer, about(performer, { description: 'A different account.' }))).statusCode).toBe(200);
  });
});
