// What every content module (feeds, videos, galleries, products) is built from, and how a kind becomes
// something to react to and comment on: the reactions and comments code asks the kind whether the viewer
// may see an item, and the item keeps the cached counts.
import type { CommentObjectType } from '@/contracts/comments';
import type { ReactionAction } from '@/contracts/social';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { Storage } from '../../media/storage';
import type { CommentTarget, CommentTargets } from '../comments/comment-targets';
import type { EntitlementService } from '../entitlement/entitlement.service';
import type { MediaFilesService } from '../media-files/media-files.service';
import type { Viewer } from '../performers/performer-visibility';
import type { ReactionTargets } from '../reactions/reaction-targets';

export interface ContentModuleDeps {
  db: Db;
  config: AppConfig;
  storage: Storage;
  mediaFiles: MediaFilesService;
  entitlement: EntitlementService;
  reactionTargets: ReactionTargets;
  commentTargets: CommentTargets;
}

/** Registers `kind` with reactions (likes, bookmarks) and comments. */
export function registerContentKind(
  deps: Pick<ContentModuleDeps, 'reactionTargets' | 'commentTargets'>,
  kind: CommentObjectType,
  item: CommentTarget & {
    isVisible(id: string, viewer: Viewer): Promise<boolean>;
    recountReactions(id: string, action: ReactionAction): Promise<void>;
  },
): void {
  deps.reactionTargets.register(kind, { isVisible: (id, viewer) => item.isVisible(id, viewer), changed: (id, action) => item.recountReactions(id, action) });
  deps.commentTargets.register(kind, { accessOf: (id, viewer) => item.accessOf(id, viewer), recount: (id) => item.recount(id) });
}
