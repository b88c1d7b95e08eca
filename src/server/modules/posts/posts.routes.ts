// The static page calls: the published static pages, for everyone.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, listOf } from '@/contracts/common';
import { postParams, postSearchQuery, staticPost } from '@/contracts/posts';
import { ok } from '../../http/envelope';
import type { PostsService } from './posts.service';

export function postsRoutes(deps: { posts: PostsService }): FastifyPluginAsyncZod {
  const { posts } = deps;
  return async (app) => {
    app.get(
      '/posts/search',
      { config: { auth: 'optional' }, schema: { querystring: postSearchQuery, response: { 200: envelope(listOf(staticPost)) } } },
      async (req) => ok(await posts.search(req.query)),
    );

    app.get('/posts/:id', { config: { auth: 'optional' }, schema: { params: postParams, response: { 200: envelope(staticPost) } } }, async (req) =>
      ok(await posts.get(req.params.id)),
    );
  };
}
