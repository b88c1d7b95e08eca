// Galleries and photos: a performer's albums, one access rule per
// album, and galleries as things to react to, comment on and report.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { Storage } from '../../media/storage';
import { uploadLimitsOf } from '../../media/upload-limits';
import type { CommentTargets } from '../comments/comment-targets';
import { createContentLookups } from '../content/content-lookups';
import type { EntitlementService } from '../entitlement/entitlement.service';
import type { MediaFilesService } from '../media-files/media-files.service';
import type { Viewer } from '../performers/performer-visibility';
import type { ReactionTargets } from '../reactions/reaction-targets';
import { galleriesPerformerRoutes } from './galleries-performer.routes';
import { galleriesUserRoutes } from './galleries-user.routes';
import { createGalleryPresenter } from './galleries.presenter';
import { createGalleriesRepo } from './galleries.repo';
import { createGalleriesService } from './galleries.service';
import { createGalleryReadsService } from './gallery-reads.service';
import { createPhotoReadsService } from './photo-reads.service';
import { photosPerformerRoutes } from './photos-performer.routes';
import { createPhotoPresenter } from './photos.presenter';
import { createPhotosRepo } from './photos.repo';
import { createPhotosService } from './photos.service';
import type { DomainModule } from '../module';

export function createGalleriesModule(deps: {
  db: Db;
  config: AppConfig;
  storage: Storage;
  mediaFiles: MediaFilesService;
  entitlement: EntitlementService;
  reactionTargets: ReactionTargets;
  commentTargets: CommentTargets;
  isPerformerVisible: (performerId: string, viewer: Viewer) => Promise<boolean>;
}) {
  const { config, mediaFiles, entitlement } = deps;
  const galleriesRepo = createGalleriesRepo(deps.db);
  const photosRepo = createPhotosRepo(deps.db);
  const lookups = createContentLookups(deps.db);
  const galleryPresenter = createGalleryPresenter({ lookups, photosRepo, entitlement, mediaFiles, storage: deps.storage });
  const photoPresenter = createPhotoPresenter({ lookups, photosRepo, mediaFiles });
  const galleries = createGalleriesService({ galleriesRepo, photosRepo, presenter: galleryPresenter, mediaFiles, commentTargets: deps.commentTargets });
  const photos = createPhotosService({ photosRepo, galleriesRepo, galleries, presenter: photoPresenter, mediaFiles });
  const reads = createGalleryReadsService({ galleriesRepo, presenter: galleryPresenter, entitlement });
  const photoReads = createPhotoReadsService({ photosRepo, presenter: photoPresenter, galleries: reads, entitlement, isPerformerVisible: deps.isPerformerVisible });

  // Likes and bookmarks on galleries go through POST/DELETE /reactions; the gallery keeps their counts.
  deps.reactionTargets.register('gallery', {
    isVisible: (galleryId, viewer) => reads.isVisible(galleryId, viewer),
    changed: (galleryId, action) => galleriesRepo.recountReactions(galleryId, action),
  });
  deps.commentTargets.register('gallery', {
    accessOf: (galleryId, viewer) => reads.accessOf(galleryId, viewer),
    recount: (galleryId) => galleriesRepo.recountComments(galleryId),
  });

  const routes: FastifyPluginAsyncZod = async (app) => {
    await app.register(galleriesPerformerRoutes({ galleries }));
    await app.register(photosPerformerRoutes({ photos, mediaFiles, uploadLimits: uploadLimitsOf(config) }));
    await app.register(galleriesUserRoutes({ galleries: reads, photos: photoReads, internalSecret: config.internalApiSecret }));
  };

  return { routes, services: { galleries, photos, reads, photoReads } } satisfies DomainModule;
}
export type GalleriesModule = ReturnType<typeof createGalleriesModule>;
