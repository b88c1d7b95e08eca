// Videos: a performer's films with thumbnail and teaser, and videos as things to
// react to and report.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { Storage } from '../../media/storage';
import { uploadLimitsOf } from '../../media/upload-limits';
import { commentRecount } from '../comments/comment-count.repo';
import type { CommentTargets } from '../comments/comment-targets';
import { createContentLookups } from '../content/content-lookups';
import type { EntitlementService } from '../entitlement/entitlement.service';
import type { MediaFilesService } from '../media-files/media-files.service';
import type { ReactionTargets } from '../reactions/reaction-targets';
import { createVideoReadsService } from './video-reads.service';
import { videosPerformerRoutes } from './videos-performer.routes';
import { videosUserRoutes } from './videos-user.routes';
import { contentItemOf, createVideoPresenter } from './videos.presenter';
import { createVideosRepo } from './videos.repo';
import { createVideosService } from './videos.service';
import { videos as videosTable } from './videos.table';
import type { DomainModule } from '../module';

export function createVideosModule(deps: {
  db: Db;
  config: AppConfig;
  storage: Storage;
  mediaFiles: MediaFilesService;
  entitlement: EntitlementService;
  reactionTargets: ReactionTargets;
  commentTargets: CommentTargets;
}) {
  const { config, mediaFiles, entitlement } = deps;
  const videosRepo = createVideosRepo(deps.db);
  const presenter = createVideoPresenter({ lookups: createContentLookups(deps.db), entitlement, mediaFiles, storage: deps.storage });
  const videos = createVideosService({ videosRepo, presenter, mediaFiles, commentTargets: deps.commentTargets });
  const reads = createVideoReadsService({ videosRepo, presenter, entitlement });

  // Likes and bookmarks on videos go through POST/DELETE /reactions; the video keeps their counts.
  deps.reactionTargets.register('video', {
    isVisible: (videoId, viewer) => reads.isVisible(videoId, viewer),
    changed: (videoId, action) => videosRepo.recountReactions(videoId, action),
  });
  // Comments need the video visible to read and its film unlocked to write (modules/comments).
  deps.commentTargets.register('video', {
    accessOf: async (videoId, viewer) => {
      const row = (await reads.isVisible(videoId, viewer)) ? await videosRepo.find(videoId) : null;
      return row && { ownerId: row.performerId, canSeeMedia: (await entitlement.access(viewer, contentItemOf(row))).canSeeMedia };
    },
    recount: commentRecount(deps.db, 'video', videosTable),
  });

  const routes: FastifyPluginAsyncZod = async (app) => {
    await app.register(videosPerformerRoutes({ videos, mediaFiles, uploadLimits: uploadLimitsOf(config) }));
    await app.register(videosUserRoutes({ reads, videos, internalSecret: config.internalApiSecret }));
  };

  return { routes, services: { videos, reads } } satisfies DomainModule;
}
export type VideosModule = ReturnType<typeof createVideosModule>;
