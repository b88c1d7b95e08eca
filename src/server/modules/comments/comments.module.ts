// Comments on whatever kinds of items have registered in `targets`.
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { Storage } from '../../media/storage';
import { uploadLimitsOf } from '../../media/upload-limits';
import { createContentLookups } from '../content/content-lookups';
import type { MediaFilesService } from '../media-files/media-files.service';
import type { CommentTargets } from './comment-targets';
import { createCommentPresenter } from './comments.presenter';
import { createCommentsRepo } from './comments.repo';
import { commentsRoutes } from './comments.routes';
import { createCommentsService, type Commented } from './comments.service';
import type { DomainModule } from '../module';

export function createCommentsModule(deps: { db: Db; config: AppConfig; storage: Storage; mediaFiles: MediaFilesService; targets: CommentTargets; onCommented?: (comment: Commented) => void }) {
  const { config, mediaFiles } = deps;
  const presenter = createCommentPresenter({ lookups: createContentLookups(deps.db), mediaFiles, storage: deps.storage });
  const service = createCommentsService({ repo: createCommentsRepo(deps.db), presenter, targets: deps.targets, mediaFiles, onCommented: deps.onCommented });
  deps.targets.onItemRemoved((objectType, objectId) => service.removeAllOn(objectType, objectId));
  const routes = commentsRoutes({ comments: service, mediaFiles, uploadLimits: uploadLimitsOf(config), internalSecret: config.internalApiSecret });
  return { routes, services: { comments: service } } satisfies DomainModule;
}
