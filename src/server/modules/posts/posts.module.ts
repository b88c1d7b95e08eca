// Static pages: about, terms, privacy, help. Seeded by db/seed/005-pages.ts; admins write them at /admin/pages.
import type { Db } from '../../db/client';
import { adminPagesRoutes } from './admin-pages.routes';
import { createPostsRepo } from './posts.repo';
import { postsRoutes } from './posts.routes';
import { createPostsService } from './posts.service';
import type { DomainModule } from '../module';

export function createPostsModule(deps: { db: Db }) {
  const service = createPostsService({ repo: createPostsRepo(deps.db) });
  const routes: ReturnType<typeof postsRoutes> = async (app) => {
    await app.register(postsRoutes({ posts: service }));
    await app.register(adminPagesRoutes({ posts: service }));
  };
  return { routes, services: { posts: service } } satisfies DomainModule;
}
