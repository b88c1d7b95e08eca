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
  return {
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
