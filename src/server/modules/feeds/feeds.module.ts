// Feeds: posts, polls, scheduled publishing, and feeds as things to react to.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import type { PlainLog } from '../../log';
import type { Storage } from '../../media/storage';
import { uploadLimitsOf } from '../../media/upload-limits';
import { commentRecount } from '../comments/comment-count.repo';
import type { CommentTargets } from '../comments/comment-targets';
import type { EntitlementService } from '../entitlement/entitlement.service';
import type { MediaFilesService } from '../media-files/media-files.service';
import type { Viewer } from '../performers/performer-visibility';
import type { ReactionTargets } from '../reactions/reaction-targets';
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
import { feeds as feedsTable } from './feeds.table';
import type { DomainModule } from '../module';

export function createFeedsModule(deps: {
  db: Db;
  config: AppConfig;
  storage: Storage;
  jobs: JobQueue;
  mediaFiles: MediaFilesService;
  entitlement: EntitlementService;
  reactionTargets: ReactionTargets;
  commentTargets: CommentTargets;
  isPerformerVisible: (performerId: string, viewer: Viewer) => Promise<boolean>;
  log: Pick<PlainLog, 'error'>;
}) {
  const { config, jobs, mediaFiles, entitlement } = deps;
  const feedsRepo = createFeedsRepo(deps.db);
  const pollsRepo = createFeedPollsRepo(deps.db);
  const lookups = createContentLookups(deps.db);
  const presenter = createFeedPresenter({ lookups, pollsRepo, entitlement, mediaFiles, storage: deps.storage });
  const content = createFeedContentCheck({ feedsRepo, lookups, pollsRepo });
  const feeds = createFeedsService({ feedsRepo, pollsRepo, content, presenter, mediaFiles, jobs, commentTargets: deps.commentTargets });
  const reads = createFeedReadsService({ feedsRepo, presenter, entitlement, isPerformerVisible: deps.isPerformerVisible });
  const polls = createFeedPollsService({ pollsRepo, feedsRepo, reads });

  const publish = createFeedPublisher(feedsRepo);
  jobs.work(feedPublishJob, publish).catch((e: unknown) => deps.log.error(`Feed publishing worker did not start: ${e instanceof Error ? e.message : String(e)}`));

  // Likes and bookmarks on feeds go through POST/DELETE /reactions; the feed keeps their counts.
  deps.reactionTargets.register('feed', {
    isVisible: (feedId, viewer) => reads.isVisible(feedId, viewer),
    changed: (feedId, action) => feedsRepo.recountReactions(feedId, action),
  });
  // Comments need the feed visible to read and its media unlocked to write (modules/comments).
  deps.commentTargets.register('feed', {
    accessOf: async (feedId, viewer) => {
      const found = await reads.readable(viewer, feedId);
      return found && { ownerId: found.row.performerId, canSeeMedia: found.access.canSeeMedia };
    },
    recount: commentRecount(deps.db, 'feed', feedsTable),
  });

  const routes: FastifyPluginAsyncZod = async (app) => {
    await app.register(feedsPerformerRoutes({ feeds, polls, uploadLimits: uploadLimitsOf(config) }));
    await app.register(feedsUserRoutes({ reads, feeds, polls, internalSecret: config.internalApiSecret }));
  };

  return { routes, services: { feeds, reads, polls, publish } } satisfies DomainModule;
}
export type FeedsModule = ReturnType<typeof createFeedsModule>;
