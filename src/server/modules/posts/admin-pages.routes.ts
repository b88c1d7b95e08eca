// The admin's static pages: every page, drafts included, written in Markdown (docs/admin.md, "Static pages").
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, idParams, listOf } from '@/contracts/common';
import { adminPageQuery, adminStaticPage, pageBody, pageUpdateBody } from '@/contracts/posts';
import { audit } from '../audit/audit-recorder';
import { ok } from '../../http/envelope';
import type { PostsService } from './posts.service';

/** What the audit log keeps of a page: its fields without the (long) text. */
const summaryOf = (page: { title: string; slug: string; status: string }) => ({ title: page.title, slug: page.slug, status: page.status });

export function adminPagesRoutes(deps: { posts: PostsService }): FastifyPluginAsyncZod {
  const { posts } = deps;
  const admin = { auth: 'admin' } as const;
  return async (app) => {
    app.get('/admin/pages', { config: admin, schema: { querystring: adminPageQuery, response: { 200: envelope(listOf(adminStaticPage)) } } }, async (req) =>
      ok(await posts.adminSearch(req.query)),
    );

    app.get('/admin/pages/:id', { config: admin, schema: { params: idParams, response: { 200: envelope(adminStaticPage) } } }, async (req) =>
      ok(await posts.adminGet(req.params.id)),
    );

    app.post('/admin/pages', { config: admin, schema: { body: pageBody, response: { 200: envelope(adminStaticPage) } } }, async (req) => {
      const page = await posts.create(req.body);
      audit(req, { action: 'page.create', targetType: 'page', targetId: page._id, summary: page.slug, after: summaryOf(page) });
      return ok(page);
    });

    app.put(
      '/admin/pages/:id',
      { config: admin, schema: { params: idParams, body: pageUpdateBody, response: { 200: envelope(adminStaticPage) } } },
      async (req) => {
        const { page, before, after } = await posts.update(req.params.id, req.body);
        // The text itself is not copied into the log: only that it changed.
        const shorten = (fields: Record<string, unknown>) => ('content' in fields ? { ...fields, content: '(changed)' } : fields);
        audit(req, { action: 'page.update', targetType: 'page', targetId: page._id, summary: page.slug, before: shorten(before), after: shorten(after) });
        return ok(page);
      },
    );

    app.delete('/admin/pages/:id', { config: admin, schema: { params: idParams, response: { 200: envelope(adminStaticPage) } } }, async (req) => {
      const page = await posts.remove(req.params.id);
      audit(req, { action: 'page.delete', targetType: 'page', targetId: page._id, summary: page.slug, before: summaryOf(page) });
      return ok(page);
    });
  };
}
