// Feeds: posts, polls, scheduled publishing, and feeds as things to react to.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { JobQueue } from '../../jobs/queue';
import type { PlainLog } from '../../log';
import { uploadLimitsOf } from '../../media/upload-limits';
import { commentRecount } from '../comments/comment-count.repo';
import { registerContentKind, type ContentModuleDeps } from '../content/content-kind';
import { createContentLookups } from '../content/content-lookups';
import { createFeedContentCheck } from './feed-content';
import { createFeedPollsRepo } from './feed-polls.repo';
import { createFeedPollsService } from './feed-polls.service';
import { createFeedPublisher, feedPublishJob } from './feed-publish.job';
import { createFeedReadsService } from './feed-reads.service';
import { feedsPerformerRoutes } from './feeds-performer.routes';
import { feedsUserRoutes } from './feeds-user.routes';
import { createFeedPresenter } from './feeds.presenter';
import { createFeedsRepo } from './feeds.repo';
import { createFeedsService } from './feeds.service';
import { feeds as feedsTable, type FeedRow } from './feeds.table';
import type { DomainModule } from '../module';

export function createFeedsModule(
  deps: ContentModuleDeps & { jobs: JobQueue; log: Pick<PlainLog, 'error'>; onPublished?: (feed: FeedRow) => void },
) {
  const { config, jobs, mediaFiles, entitlement } = deps;
  const feedsRepo = createFeedsRepo(deps.db);
  const pollsRepo = createFeedPollsRepo(deps.db);
  const lookups = createContentLookups(deps.db);
  const presenter = createFeedPresenter({ lookups, pollsRepo, entitlement, mediaFiles, storage: deps.storage });
  const content = createFeedContentCheck({ feedsRepo, lookups, pollsRepo });
  const feeds = createFeedsService({ feedsRepo, pollsRepo, content, presenter, mediaFiles, jobs, commentTargets: deps.commentTargets, onPublished: deps.onPublished });
  const reads = createFeedReadsService({ feedsRepo, presenter, entitlement });
  const polls = createFeedPollsService({ pollsRepo, feedsRepo, reads });

  const publish = createFeedPublisher(feedsRepo, deps.onPublished);
  jobs.work(feedPublishJob, publish).catch((e: unknown) => deps.log.error(`Feed publishing worker did not start: ${e instanceof Error ? e.message : String(e)}`));

  // Comments need the feed visible to read and its media unlocked to write (modules/comments).
  registerContentKind(deps, 'feed', { ...reads, recountReactions: feedsRepo.recountReactions, recount: commentRecount(deps.db, 'feed', feedsTable) });

  const routes: FastifyPluginAsyncZod = async (app) => {
    await app.register(feedsPerformerRoutes({ feeds, polls, uploadLimits: uploadLimitsOf(config) }));
    await app.register(feedsUserRoutes({ reads, feeds, polls, internalSecret: config.internalApiSecret }));
  };

  return { routes, services: { feeds, reads, polls, publish } } satisfies DomainModule;
}
