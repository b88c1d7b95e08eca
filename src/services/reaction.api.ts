// Reactions: bookmarking performers and the bookmark list.
import type { List } from '@/contracts/common';
import type { PerformerBookmarkItem, ReactionBody, ReactionResult } from '@/contracts/social';
import { request, type QueryValue } from '@/lib/request';

const performerBookmark = (performerId: string): ReactionBody => ({ objectId: performerId, objectType: 'performer', action: 'bookmark' });

export const reactionService = {
  react: (body: ReactionBody) => request<ReactionResult>('/reactions', { method: 'POST', body }),
  unreact: (body: ReactionBody) => request<ReactionResult>('/reactions', { method: 'DELETE', body }),
  bookmarkPerformer: (performerId: string) => reactionService.react(performerBookmark(performerId)),
  unbookmarkPerformer: (performerId: string) => reactionService.unreact(performerBookmark(performerId)),
  bookmarkedPerformers: (query: Record<string, QueryValue> = {}) =>
    request<List<PerformerBookmarkItem>>('/reactions/performers/bookmark', { query }),
};
