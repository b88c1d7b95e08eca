// The admin's performer review: GET /admin/performers, GET /admin/performers/{id} (documents as links signed
// for the admin), POST .../verify and .../reject (the performer is emailed). A new performer registers,
// is reviewed, and only then appears in search.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { adminPerformer } from '@/contracts/performers';
import { performers } from '@/server/modules/performers/performers.table';
import { authHeader, createCast, createPerformer, loginAs, type Cast } from '../factories/users';
import { freshIp, mailsTo } from '../helpers/accounts';
import { multipart } from '../helpers/multipart';
import { createTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let cast: Cast;
let png: Buffer;
let newcomer: { id: string; email: string; token: string };

beforeAll(async () => {
  ctx = await createTestApp();
  cast = await createCast(ctx.app, ctx.database.db);
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366ff' } }).png().toBuffer();
  const form = multipart([
    { name: 'username', value: 'nova_newcomer' },
    { name: 'email', value: 'nova@example.test' },
    { name: 'password', value: 'Performer-pass-1' },
    { name: 'name', value: 'Nova Newcomer' },
    { name: 'idVerification', filename: 'id.png', contentType: 'image/png', data: png },
    { name: 'documentVerification', filename: 'selfie.png', contentType: 'image/png', data: png },
  ]);
  const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/performers/register', ...form, remoteAddress: freshIp() });
  expect(res.statusCode).toBe(200);
  // Registration never logs in: the newcomer logs in with what they typed.
  const token = await loginAs(ctx.app, { username: null, email: 'nova@example.test', password: 'Performer-pass-1' });
  const me = await ctx.app.inject({ method: 'GET', url: '/api/performers/me', headers: authHeader(token) });
  newcomer = { id: me.json().data._id, email: 'nova@example.test', token };
});
afterAll(() => ctx?.close());

const db = () => ctx.database.db;
const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: token ? authHeader(token) : {} });
const nonAdmins = () => [cast.tokens.fan, cast.tokens.otherFan, cast.tokens.owner, cast.tokens.otherPerformer, newcomer.token];
const searchIds = async (q: string) =>
  ((await call('GET', `/api/performers/user/search?q=${q}`)).json().data.data as { _id: string }[]).map((p) => p._id);
const statusOf = async (id: string) => (await db().select().from(performers).where(eq(performers.userId, id)))[0];

describe('who may review', () => {
  it.each([
    ['GET', '/api/admin/performers'],
    ['GET', '/api/admin/performers/:id'],
    ['POST', '/api/admin/performers/:id/verify'],
    ['POST', '/api/admin/performers/:id/reject'],
  ] as const)('%s %s: 401 anonymous, 403 for everyone but admins, nothing changes', async (method, route) => {
    const url = route.replace(':id', newcomer.id);
    const payload = route.endsWith('reject') ? { reason: 'Blurred photo.' } : undefined;
    expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
    for (const token of nonAdmins()) {
      const res = await call(method, url, token, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Only administrators can do this.');
    }
    expect((await statusOf(newcomer.id)).verificationStatus).toBe('pending');
  });
});

describe('GET /api/admin/performers', () => {
  it('lists the queue with private fields for the admin, filtered by status and text', async () => {
    const res = await call('GET', '/api/admin/performers?verificationStatus=pending', cast.tokens.admin);
    expect(res.statusCode).toBe(200);
    const { data, total } = res.json().data;
    expect(total).toBe(1);
    expect(data[0]).toMatchObject({ _id: newcomer.id, email: newcomer.email, verificationStatus: 'pending', status: 'active', verifiedAt: null });
    expect(Object.keys(data[0]).sort()).toEqual(Object.keys(adminPerformer.shape).sort());

    const verified = await call('GET', '/api/admin/performers?verificationStatus=verified', cast.tokens.admin);
    expect(verified.json().data.data.map((p: { _id: string }) => p._id).sort()).toEqual([cast.owner.id, cast.otherPerformer.id].sort());
    const byEmail = await call('GET', '/api/admin/performers?q=nova@example', cast.tokens.admin);
    expect(byEmail.json().data.total).toBe(1);
    const all = await call('GET', '/api/admin/performers?pageSize=2', cast.tokens.admin);
    expect(all.json().data).toMatchObject({ total: 3 });
    expect(all.json().data.data).toHaveLength(2);
  });

  it('refuses bad queries with a 422', async () => {
    for (const query of ['verificationStatus=approved', 'pageSize=101']) {
      expect((await call('GET', `/api/admin/performers?${query}`, cast.tokens.admin)).statusCode).toBe(422);
    }
  });
});

describe('GET /api/admin/performers/:id', () => {
  it('shows the documents through short-lived links signed for that admin', async () => {
    const res = await call('GET', `/api/admin/performers/${newcomer.id}`, cast.tokens.admin);
    expect(res.statusCode).toBe(200);
    const { documents } = res.json().data;
    for (const doc of [documents.idVerification, documents.documentVerification]) {
      expect(doc.uploaded).toBe(true);
      const url = new URL(doc.url, 'http://localhost');
      expect(url.searchParams.get('viewer')).toBe(cast.admin.id);
      expect(Number(url.searchParams.get('expires')) - Date.now() / 1000).toBeLessThanOrEqual(300);
      const file = await ctx.app.inject({ method: 'GET', url: doc.url, headers: authHeader(cast.tokens.admin) });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(png)).toBe(true);
      // The link is the admin's: anyone else holding it (another admin included) is refused.
      for (const token of [undefined, cast.tokens.fan, cast.tokens.owner]) {
        const leaked = await ctx.app.inject({ method: 'GET', url: doc.url, headers: token ? authHeader(token) : {} });
        expect(leaked.statusCode).toBe(403);
      }
      // Re-signing the link for someone else is refused.
      url.searchParams.set('viewer', cast.fan.id);
      expect((await ctx.app.inject({ method: 'GET', url: `${url.pathname}?${url.searchParams}` })).statusCode).toBe(403);
    }
  });

  it('is a 404 for an unknown id or a fan, a 422 for a malformed id', async () => {
    for (const id of ['7d0f1a52-8a55-4d52-9d1a-4a3b8f7e0c11', cast.fan.id]) {
      const res = await call('GET', `/api/admin/performers/${id}`, cast.tokens.admin);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('There is no performer with this id.');
    }
    expect((await call('GET', '/api/admin/performers/nova', cast.tokens.admin)).statusCode).toBe(422);
  });
});

describe('reviewing', () => {
  it('a pending performer is hidden from search and their profile until verified', async () => {
    expect(await searchIds('nova')).toEqual([]);
    expect((await call('GET', `/api/performers/${newcomer.id}`)).statusCode).toBe(404);
  });

  it('reject needs a reason; a refused request changes nothing and sends no mail', async () => {
    for (const payload of [{}, { reason: 'no' }, { reason: 'Blurred photo.', extra: true }]) {
      const res = await call('POST', `/api/admin/performers/${newcomer.id}/reject`, cast.tokens.admin, payload);
      expect(res.statusCode).toBe(422);
    }
    expect((await statusOf(newcomer.id)).verificationStatus).toBe('pending');
    expect(mailsTo(ctx.app.services.mailer, newcomer.email).filter((m) => /approved|could not verify/i.test(m.subject))).toHaveLength(0);
  });

  it('reject: the performer is told why, stays hidden, and sees the reason on their account', async () => {
    const res = await call('POST', `/api/admin/performers/${newcomer.id}/reject`, cast.tokens.admin, { reason: 'The ID photo is blurred.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ verificationStatus: 'rejected', rejectionReason: 'The ID photo is blurred.', verifiedAt: null });
    const mail = mailsTo(ctx.app.services.mailer, newcomer.email).at(-1)!;
    expect(mail.subject).toMatch(/could not verify/);
    expect(mail.text).toContain('The ID photo is blurred.');
    expect(mail.text).toContain('http://localhost:3000/creator/account');
    expect(await searchIds('nova')).toEqual([]);
    const me = await call('GET', '/api/performers/me', newcomer.token);
    expect(me.json().data).toMatchObject({ verificationStatus: 'rejected', rejectionReason: 'The ID photo is blurred.' });
  });

  it('verify: the performer is emailed and appears in search and on their profile', async () => {
    const mailsBefore = mailsTo(ctx.app.services.mailer, newcomer.email).length;
    const res = await call('POST', `/api/admin/performers/${newcomer.id}/verify`, cast.tokens.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ verificationStatus: 'verified', rejectionReason: null, verifiedAt: expect.any(String) });
    const mails = mailsTo(ctx.app.services.mailer, newcomer.email);
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.at(-1)!.subject).toBe('Your Fanstage performer profile is approved');
    expect(await searchIds('nova')).toEqual([newcomer.id]);
    expect((await call('GET', `/api/performers/nova_newcomer`)).statusCode).toBe(200);

    // Verifying again changes nothing and sends no second email.
    expect((await call('POST', `/api/admin/performers/${newcomer.id}/verify`, cast.tokens.admin)).statusCode).toBe(200);
    expect(mailsTo(ctx.app.services.mailer, newcomer.email)).toHaveLength(mailsBefore + 1);
  });

  it('rejecting a verified performer takes them off the listings', async () => {
    const performer = await createPerformer(db(), { name: 'Orion Fading' });
    expect(await searchIds('orion')).toEqual([performer.id]);
    const res = await call('POST', `/api/admin/performers/${performer.id}/reject`, cast.tokens.admin, { reason: 'The documents belong to someone else.' });
    expect(res.statusCode).toBe(200);
    expect(await searchIds('orion')).toEqual([]);
    expect((await call('GET', `/api/performers/${performer.id}`, await loginAs(ctx.app, cast.fan))).statusCode).toBe(404);
  });

  it('is a 404 for unknown performers', async () => {
    const res = await call('POST', '/api/admin/performers/7d0f1a52-8a55-4d52-9d1a-4a3b8f7e0c11/verify', cast.tokens.admin);
    expect(res.statusCode).toBe(404);
  });
});
