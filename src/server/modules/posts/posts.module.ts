// Static pages: about, terms, privacy, help. Seeded by db/seed/005-pages.ts.
import type { Db } from '../../db/client';
import { createPostsRepo } from './posts.repo';
import { postsRoutes } from './posts.routes';
import { createPostsService } from './posts.service';
import type { DomainModule } from '../module';

export function createPostsModule(deps: { db: Db }) {
  const service = createPostsService({ repo: createPostsRepo(deps.db) });
  return { routes: postsRoutes({ posts: service }), services: { posts: service } } satisfies DomainModule;
}
