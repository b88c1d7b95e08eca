// Videos: a performer's films with thumbnail and teaser, and videos as things to
// react to, comment on and report. Comments need the video visible to read and its film unlocked to write.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploadLimitsOf } from '../../media/upload-limits';
import { commentRecount } from '../comments/comment-count.repo';
import { registerContentKind, type ContentModuleDeps } from '../content/content-kind';
import { createContentLookups } from '../content/content-lookups';
import { createVideoReadsService } from './video-reads.service';
import { videosPerformerRoutes } from './videos-performer.routes';
import { videosUserRoutes } from './videos-user.routes';
import { createVideoPresenter } from './videos.presenter';
import { createVideosRepo } from './videos.repo';
import { createVideosService } from './videos.service';
import { videos as videosTable } from './videos.table';
import type { DomainModule } from '../module';

export function createVideosModule(deps: ContentModuleDeps) {
  const { config, mediaFiles, entitlement } = deps;
  const videosRepo = createVideosRepo(deps.db);
  const presenter = createVideoPresenter({ lookups: createContentLookups(deps.db), entitlement, mediaFiles, storage: deps.storage });
  const videos = createVideosService({ videosRepo, presenter, mediaFiles, commentTargets: deps.commentTargets });
  const reads = createVideoReadsService({ videosRepo, presenter, entitlement });
  registerContentKind(deps, 'video', { ...reads, recountReactions: videosRepo.recountReactions, recount: commentRecount(deps.db, 'video', videosTable) });

  const routes: FastifyPluginAsyncZod = async (app) => {
    await app.register(videosPerformerRoutes({ videos, mediaFiles, uploadLimits: uploadLimitsOf(config) }));
    await app.register(videosUserRoutes({ reads, videos, internalSecret: config.internalApiSecret }));
  };

  return { routes, services: { videos, reads } } satisfies DomainModule;
}
