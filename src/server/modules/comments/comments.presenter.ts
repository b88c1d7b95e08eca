// The one way a comment reaches a client. Its photo is linked for everyone who may read the comments:
// reading them already needs the item visible, and a photo in a comment is no paid media.
import type { Comment, CommentObjectType } from '@/contracts/comments';
import type { Storage } from '../../media/storage';
import { presentAuthor, type ContentLookups } from '../content/content-lookups';
import type { MediaFilesService } from '../media-files/media-files.service';
import type { Viewer } from '../performers/performer-visibility';
import type { ShownCommentRow } from './comments.repo';

export function createCommentPresenter(deps: { lookups: Pick<ContentLookups, 'mediaFiles'>; mediaFiles: Pick<MediaFilesService, 'present'>; storage: Pick<Storage, 'url' | 'assetUrl'> }) {
  /** Comments of one item, whose owner is `ownerId` (they may delete every comment on it). */
  async function present(viewer: Viewer, ownerId: string, rows: readonly ShownCommentRow[]): Promise<Comment[]> {
    const files = await deps.lookups.mediaFiles(rows.flatMap((r) => (r.comment.fileId ? [r.comment.fileId] : [])));
    const mayDeleteAll = viewer.userId === ownerId || !!viewer.isAdmin;
    return rows.map(({ comment, author }) => {
      const file = comment.fileId ? files.get(comment.fileId) : undefined;
      return {
        _id: comment.id,
        objectType: comment.objectType as CommentObjectType,
        objectId: comment.objectId,
        parentId: comment.parentId,
        content: comment.content,
        creator: { ...presentAuthor(comment.userId, { id: comment.userId, ...author }, deps.storage), isPerformer: author.isPerformer },
        file: file ? deps.mediaFiles.present(file, { viewerId: viewer.userId, canSeeMedia: true }) : null,
        totalReply: comment.replyCount,
        canDelete: mayDeleteAll || (viewer.userId !== null && viewer.userId === comment.userId),
        createdAt: comment.createdAt.toISOString(),
        updatedAt: comment.updatedAt.toISOString(),
      };
    });
  }

  return { present };
}
export type CommentPresenter = ReturnType<typeof createCommentPresenter>;
