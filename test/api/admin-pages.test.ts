// The admin's static pages (docs/admin.md, "Static pages"): who may write them, slugs checked and unique,
// drafts that readers never see until published, and an audit entry for each change.
import { and, desc, eq } from 'drizzle-orm';
import { adminAuditLog } from '@/server/modules/audit/audit.table';
import { authHeader } from '../factories/users';
import { useAppWithCast } from '../helpers/cast-app';
import type { TestContext } from '../helpers/test-app';

let ctx: TestContext;
let tokens: { fan: string; performer: string; admin: string };

useAppWithCast((made) => {
  ctx = made.ctx;
  tokens = { fan: made.cast.tokens.fan, performer: made.cast.tokens.owner, admin: made.cast.tokens.admin };
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** As the admin unless another token, or null for an anonymous visitor, is given. */
const call = (method: Method, url: string, payload?: object, token: string | null = tokens.admin) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: token ? authHeader(token) : {}, ...(payload ? { payload } : {}) });
const readerView = (slugOrId: string) => ctx.app.inject({ method: 'GET', url: `/api/posts/${slugOrId}` });
const auditOf = async (action: string, targetId: string) =>
  (await ctx.database.db.select().from(adminAuditLog).where(and(eq(adminAuditLog.action, action), eq(adminAuditLog.targetId, targetId))).orderBy(desc(adminAuditLog.createdAt)).limit(1))[0];

const newPage = { title: 'Shipping policy', slug: 'shipping-policy', content: '# Shipping\n\nWe ship **fast**.', shortDescription: 'How we ship' };

describe('who may write pages', () => {
  it('anonymous visitors get 401; fans and performers 403, and nothing is made', async () => {
    for (const [method, url, body] of [
      ['GET', '/admin/pages', undefined],
      ['POST', '/admin/pages', { ...newPage, slug: 'not-made' }],
    ] as const) {
      expect((await call(method, url, body, null)).statusCode).toBe(401);
      expect((await call(method, url, body, tokens.fan)).statusCode).toBe(403);
      expect((await call(method, url, body, tokens.performer)).statusCode).toBe(403);
    }
    expect((await readerView('not-made')).statusCode).toBe(404);
  });
});

describe('a page from draft to published to gone', () => {
  let id: string;

  it('is made as a draft by default, which readers cannot open', async () => {
    const res = await call('POST', '/admin/pages', newPage);
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    id = page._id;
    expect(page).toMatchObject({ ...newPage, status: 'draft', type: 'page', ordering: 0 });
    expect((await readerView('shipping-policy')).statusCode).toBe(404);
    expect((await call('GET', `/admin/pages/${id}`)).json().data.slug).toBe('shipping-policy');
    const list = await call('GET', '/admin/pages?status=draft');
    expect(list.json().data.data.map((p: { slug: string }) => p.slug)).toContain('shipping-policy');
    expect((await auditOf('page.create', id))?.after).toMatchObject({ slug: 'shipping-policy', status: 'draft' });
  });

  it('is opened by readers once published, by slug and by id', async () => {
    const res = await call('PUT', `/admin/pages/${id}`, { status: 'published', content: 'We ship *fast*.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'published', title: 'Shipping policy' });
    const bySlug = await readerView('shipping-policy');
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json().data).toMatchObject({ title: 'Shipping policy', content: 'We ship *fast*.' });
    expect((await readerView(id)).statusCode).toBe(200);
    const entry = await auditOf('page.update', id);
    expect(entry).toMatchObject({ before: { status: 'draft', content: '(changed)' }, after: { status: 'published', content: '(changed)' } });
  });

  it('leaves readers again when set back to draft', async () => {
    expect((await call('PUT', `/admin/pages/${id}`, { status: 'draft' })).statusCode).toBe(200);
    expect((await readerView('shipping-policy')).statusCode).toBe(404);
  });

  it('is deleted, after which it is gone for admins too', async () => {
    const res = await call('DELETE', `/admin/pages/${id}`);
    expect(res.statusCode).toBe(200);
    expect((await call('GET', `/admin/pages/${id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/admin/pages/${id}`)).statusCode).toBe(404);
    expect((await auditOf('page.delete', id))?.before).toMatchObject({ slug: 'shipping-policy' });
  });
});

describe('bad input', () => {
  it.each([
    [{ ...newPage, slug: 'Has Spaces' }, /lower-case letters, digits and single dashes/],
    [{ ...newPage, slug: 'double--dash' }, /single dashes/],
    [{ ...newPage, slug: '0b8c3a52-9f1e-4c1a-8d2e-3f4a5b6c7d8e' }, /cannot look like a page id/],
    [{ ...newPage, title: '   ' }, /Give the page a title/],
    [{ ...newPage, status: 'hidden' }, /published or a draft/],
  ])('refuses %j with a sentence', async (body, message) => {
    const res = await call('POST', '/admin/pages', body);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(message);
  });

  it('refuses a slug another page has, on create and on rename', async () => {
    const first = (await call('POST', '/admin/pages', { ...newPage, slug: 'taken-slug' })).json().data;
    const second = (await call('POST', '/admin/pages', { ...newPage, slug: 'free-slug' })).json().data;
    const again = await call('POST', '/admin/pages', { ...newPage, slug: 'taken-slug' });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toMatch(/Another page already uses the address name "taken-slug"/);
    const rename = await call('PUT', `/admin/pages/${second._id}`, { slug: 'taken-slug' });
    expect(rename.statusCode).toBe(422);
    expect((await call('PUT', `/admin/pages/${first._id}`, { slug: 'taken-slug', title: 'Same slug kept' })).statusCode).toBe(200);
  });

  it('refuses an empty update and an unknown id', async () => {
    const first = (await call('GET', '/admin/pages')).json().data.data[0];
    expect((await call('PUT', `/admin/pages/${first._id}`, {})).statusCode).toBe(422);
    expect((await call('PUT', '/admin/pages/0b8c3a52-9f1e-4c1a-8d2e-3f4a5b6c7d8e', { title: 'x' })).statusCode).toBe(404);
    expect((await call('GET', '/admin/pages/not-an-id')).statusCode).toBe(422);
  });

  it('caps the page size of the list', async () => {
    const res = await call('GET', '/admin/pages?limit=1000');
    expect(res.statusCode).toBe(422);
  });
});
