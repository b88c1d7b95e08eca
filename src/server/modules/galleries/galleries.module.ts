// Galleries and photos: a performer's albums, one access rule per
// album, and galleries as things to react to, comment on and report.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploadLimitsOf } from '../../media/upload-limits';
import { registerContentKind, type ContentModuleDeps } from '../content/content-kind';
import { createContentLookups } from '../content/content-lookups';
import type { Viewer } from '../performers/performer-visibility';
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

export function createGalleriesModule(deps: ContentModuleDeps & { isPerformerVisible: (performerId: string, viewer: Viewer) => Promise<boolean> }) {
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

  registerContentKind(deps, 'gallery', { ...reads, recountReactions: galleriesRepo.recountReactions, recount: galleriesRepo.recountComments });

  const routes: FastifyPluginAsyncZod = async (app) => {
    await app.register(galleriesPerformerRoutes({ galleries }));
    await app.register(photosPerformerRoutes({ photos, mediaFiles, uploadLimits: uploadLimitsOf(config) }));
    await app.register(galleriesUserRoutes({ galleries: reads, photos: photoReads, internalSecret: config.internalApiSecret }));
  };

  return { routes, services: { galleries, photos, reads, photoReads } } satisfies DomainModule;
}
