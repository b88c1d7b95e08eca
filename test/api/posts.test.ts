// Static pages: the published pages in menu order, one page by slug or id, drafts never
// served, readable answers for bad and unknown addresses; and seed 005, which adds the pages once.
import { eq, sql } from 'drizzle-orm';
import type { StaticPost } from '@/contracts/posts';
import { STATIC_PAGES } from '@/server/db/seed';
import { staticPagesSeed } from '@/server/db/seed/005-pages';
import { posts, type NewPostRow, type PostRow } from '@/server/modules/posts/posts.table';
import { authHeader, createUser, loginAs } from '../factories/users';
import { createTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
const db = () => ctx.database.db;
const get = (url: string, token?: string) => ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: token ? authHeader(token) : {} });

async function createPage(overrides: Partial<NewPostRow> & { slug: string }): Promise<PostRow> {
  const [row] = await db()
    .insert(posts)
    .values({ title: `Page ${overrides.slug}`, content: `# ${overrides.slug}\n\nSome text.`, ...overrides })
    .returning();
  return row;
}

let contact: PostRow;
let draft: PostRow;
beforeAll(async () => {
  ctx = await createTestApp();
  // Same ordering for the first two: the title decides between them.
  await createPage({ slug: 'zebra-rules', title: 'Zebra rules', ordering: 1 });
  await createPage({ slug: 'animal-care', title: 'Animal care', ordering: 1, shortDescription: 'Looking after pets' });
  contact = await createPage({ slug: 'contact-us', title: 'Contact us', ordering: 0, content: 'Write to us.' });
  draft = await createPage({ slug: 'coming-soon', title: 'Coming soon', status: 'draft' });
});
afterAll(() => ctx?.close());

describe('GET /posts/search', () => {
  it('lists the published pages in menu order, then by title, with their content', async () => {
    const res = await get('/posts/search');
    expect(res.statusCode).toBe(200);
    const { data, total } = res.json().data as { data: StaticPost[]; total: number };
    expect([total, data.map((p) => p.slug)]).toEqual([3, ['contact-us', 'animal-care', 'zebra-rules']]);
    expect(data[0]).toEqual({
      _id: contact.id,
      slug: 'contact-us',
      title: 'Contact us',
      shortDescription: '',
      content: 'Write to us.',
      type: 'page',
      createdAt: contact.createdAt.toISOString(),
      updatedAt: contact.updatedAt.toISOString(),
    });
    // The same for a logged-in reader.
    const token = await loginAs(ctx.app, await createUser(db()));
    expect((await get('/posts/search', token)).json().data.total).toBe(3);
  });

  it('searches titles and descriptions, pages, and refuses an oversized page', async () => {
    expect((await get('/posts/search?q=PETS')).json().data.data.map((p: StaticPost) => p.slug)).toEqual(['animal-care']);
    expect((await get('/posts/search?q=coming')).json().data.total).toBe(0);
    const second = (await get('/posts/search?pageSize=2&current=2')).json().data;
    expect([second.total, second.data.map((p: StaticPost) => p.slug)]).toEqual([3, ['zebra-rules']]);
    expect((await get('/posts/search?pageSize=500')).statusCode).toBe(422);
    expect((await get('/posts/search?type=article')).statusCode).toBe(422);
  });
});

describe('GET /posts/{id}', () => {
  it('serves a published page by its slug and by its id', async () => {
    for (const address of [contact.slug, contact.id, contact.id.toUpperCase()]) {
      const res = await get(`/posts/${address}`);
      expect([address, res.statusCode]).toEqual([address, 200]);
      expect(res.json().data).toMatchObject({ _id: contact.id, slug: 'contact-us', content: 'Write to us.' });
    }
  });

  it('never serves a draft, and answers unknown pages with 404', async () => {
    const admin = await loginAs(ctx.app, await createUser(db(), { roles: ['user', 'admin'] }));
    for (const address of [draft.slug, draft.id, 'no-such-page', crypto.randomUUID()]) {
      for (const token of [undefined, admin]) {
        const res = await get(`/posts/${address}`, token);
        expect([address, res.statusCode, res.json().message]).toEqual([address, 404, 'This page does not exist.']);
      }
    }
  });

  it('refuses an address that cannot be a page with a readable 422', async () => {
    for (const address of ['About_Us', 'terms%20of%20service', '%C3%A9t%C3%A9', 'page.html']) {
      const res = await get(`/posts/${address}`);
      expect([address, res.statusCode]).toEqual([address, 422]);
      expect(res.json().message).toMatch(/like terms-of-service/);
    }
    // Fastify itself refuses a path segment longer than any page name.
    expect((await get(`/posts/${'a'.repeat(121)}`)).statusCode).toBe(414);
  });
});

describe('seed 005 pages', () => {
  const quiet = { info: () => undefined };
  const runSeed = () => staticPagesSeed.run({ db: db(), config: ctx.config, storage: ctx.app.services.storage, log: quiet });
  const seededCount = async () =>
    (await db().select({ n: sql<number>`count(*)::int` }).from(posts).where(sql`${posts.slug} in ${STATIC_PAGES.map((p) => p.slug)}`))[0].n;

  it('adds about-us, help, terms and privacy once, keeps an edited page, and serves them', async () => {
    expect(STATIC_PAGES.map((p) => p.slug).sort()).toEqual(['about-us', 'help', 'privacy-policy', 'terms-of-service']);
    await runSeed();
    expect(await seededCount()).toBe(4);
    await db().update(posts).set({ title: 'About this site' }).where(eq(posts.slug, 'about-us'));
    await runSeed();
    expect(await seededCount()).toBe(4);

    const about = (await get('/posts/about-us')).json().data as StaticPost;
    expect(about.title).toBe('About this site');
    for (const page of STATIC_PAGES.filter((p) => p.slug !== 'about-us')) {
      const res = await get(`/posts/${page.slug}`);
      expect([page.slug, res.statusCode, res.json().data.title]).toEqual([page.slug, 200, page.title]);
      // Written in the Markdown subset the client renders: a heading first, no HTML.
      expect(res.json().data.content).toMatch(/^# /);
      expect(res.json().data.content).not.toMatch(/<[a-z/]/i);
    }
    const listed = (await get('/posts/search')).json().data.data.map((p: StaticPost) => p.slug);
    expect(listed).toEqual(expect.arrayContaining(['about-us', 'help', 'terms-of-service', 'privacy-policy']));
  });

  it('links its pages to one another only through addresses that exist as pages or site routes', () => {
    const slugs = new Set(STATIC_PAGES.map((p) => p.slug));
    for (const page of STATIC_PAGES) {
      for (const [, href] of page.content.matchAll(/\]\(([^)]+)\)/g)) {
        const target = href.match(/^\/page\/(.+)$/);
        if (target) expect([page.slug, href, slugs.has(target[1])]).toEqual([page.slug, href, true]);
        else expect([page.slug, href]).toEqual([page.slug, expect.stringMatching(/^\/(contact|auth\/model-register)$/)]);
      }
    }
  });
});
