// Static pages (seed 005): about us, help, terms of service and privacy policy, recognised by slug. A
// page already there is left as it is, so an operator's own wording survives running the seeds again.
import { posts } from '../../modules/posts/posts.table';
import { STATIC_PAGES } from './static-pages.data';
import type { Seed } from './types';

export const staticPagesSeed: Seed = {
  name: '005 pages',
  async run({ db, log }) {
    const added = await db
      .insert(posts)
      .values(STATIC_PAGES.map((page) => ({ ...page, type: 'page' as const, status: 'published' as const })))
      .onConflictDoNothing({ target: posts.slug })
      .returning({ slug: posts.slug });
    log.info(`pages: ${added.length} added, ${STATIC_PAGES.length - added.length} already there`);
  },
};
