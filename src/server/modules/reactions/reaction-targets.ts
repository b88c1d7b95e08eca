// The kinds of things one can react to, each with the check that the object exists and the viewer may see
// it. The performers module registers "performer"; the content modules add feeds, videos, galleries
// and products the same way, without touching the reactions code.
import type { ReactionAction, ReactionObjectType } from '@/contracts/social';
import type { Viewer } from '../performers/performer-visibility';

export interface ReactionTarget {
  /** True when the object exists and `viewer` may see it, and so react to it. */
  isVisible(objectId: string, viewer: Viewer): Promise<boolean>;
  /** Called after a reaction was added or removed, for kinds that cache their counts (safe to repeat). */
  changed?(objectId: string, action: ReactionAction): Promise<void>;
}

export function createReactionTargets() {
  const targets = new Map<string, ReactionTarget>();
  return {
    register(objectType: ReactionObjectType, target: ReactionTarget): void {
      if (targets.has(objectType)) throw new Error(`Reaction target "${objectType}" is registered twice.`);
      targets.set(objectType, target);
    },
    get(objectType: string): ReactionTarget | null {
      return targets.get(objectType) ?? null;
    },
  };
}
export type ReactionTargets = ReturnType<typeof createReactionTargets>;
