// The kinds of items one can comment on, each with the check of who may see it. The feeds, videos,
// galleries and products modules register their kind here, so the comments code never reads their tables.
import type { CommentObjectType } from '@/contracts/comments';
import type { Viewer } from '../performers/performer-visibility';

export interface CommentTarget {
  /**
   * The item's owner and whether `viewer` may see its media, or null when the item does not exist or is
   * hidden from the viewer (answered 404). Reading comments needs the item visible; writing one needs
   * its media unlocked too.
   */
  accessOf(objectId: string, viewer: Viewer): Promise<{ ownerId: string; canSeeMedia: boolean } | null>;
  /** Sets the item's cached comment count from the comments themselves (safe to repeat). */
  recount(objectId: string): Promise<void>;
}

export function createCommentTargets() {
  const targets = new Map<string, CommentTarget>();
  let removeAllOn: ((objectType: CommentObjectType, objectId: string) => Promise<void>) | null = null;
  return {
    /** The comments module says how an item's comments are removed when the item goes. */
    onItemRemoved(remove: (objectType: CommentObjectType, objectId: string) => Promise<void>): void {
      removeAllOn = remove;
    },
    /** Called by a content kind after deleting an item: its comments and their photos go with it. */
    async itemRemoved(objectType: CommentObjectType, objectId: string): Promise<void> {
      await removeAllOn?.(objectType, objectId);
    },
    register(objectType: CommentObjectType, target: CommentTarget): void {
      if (targets.has(objectType)) throw new Error(`Comment target "${objectType}" is registered twice.`);
      targets.set(objectType, target);
    },
    get(objectType: string): CommentTarget | null {
      return targets.get(objectType) ?? null;
    },
  };
}
export type CommentTargets = ReturnType<typeof createCommentTargets>;
