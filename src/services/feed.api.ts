// Feeds: the performer's own posts and their uploads, polls, the fan's timeline, a
// profile's posts, one post, voting, file processing status, and likes and bookmarks on posts.
import type { List } from '@/contracts/common';
import type { CreateFeedBody, CreatePollBody, Feed, FeedSearchQuery, Poll, UpdateFeedBody } from '@/contracts/feeds';
import type { feedUploadKinds } from '@/contracts/feeds';
import type { FileStatusResult, MediaFile } from '@/contracts/media';
import type { FeedBookmarkItem, ReactionAction, ReactionBody, ReactionResult } from '@/contracts/social';
import { request, upload, type UploadOptions } from '@/lib/request';

export type FeedUploadKind = (typeof feedUploadKinds)[number];
export type FeedQuery = Partial<FeedSearchQuery>;
type Headers = Record<string, string> | undefined;

const id = (value: string) => encodeURIComponent(value);
const reaction = (feedId: string, action: ReactionAction): ReactionBody => ({ objectId: feedId, objectType: 'feed', action });

export const feedService = {
  /** Multipart field `file`, with progress in percent and cancel; answers the new file, still processing. */
  upload: (kind: FeedUploadKind, file: Blob, options?: UploadOptions) => {
    const form = new FormData();
    form.append('file', file);
    return upload<{ file: MediaFile }>(`/performer/feeds/${kind}/upload`, form, options);
  },
  create: (body: CreateFeedBody) => request<Feed>('/performer/feeds', { method: 'POST', body }),
  listOwn: (query: FeedQuery = {}) => request<List<Feed>>('/performer/feeds', { query }),
  getOwn: (feedId: string) => request<Feed>(`/performer/feeds/${id(feedId)}`),
  update: (feedId: string, body: UpdateFeedBody) => request<Feed>(`/performer/feeds/${id(feedId)}`, { method: 'PUT', body }),
  remove: (feedId: string) => request<{ deleted: true }>(`/performer/feeds/${id(feedId)}`, { method: 'DELETE' }),
  createPoll: (body: CreatePollBody) => request<Poll>('/performer/feeds/polls', { method: 'POST', body }),

  /** The fan's home timeline: posts of the performers they follow or subscribe to; `headers` as for ofProfile. */
  timeline: (query: FeedQuery = {}, headers?: Headers) => request<List<Feed>>('/user/feeds', { query, headers }),
  /** One profile's posts; `headers` carry the visitor's session when the page renderer asks. */
  ofProfile: (username: string, query: FeedQuery = {}, headers?: Headers) =>
    request<List<Feed>>(`/user/feeds/search/${id(username)}`, { query, headers }),
  /** One post as this viewer may see it; 404 when missing or hidden from them. */
  view: (feedId: string, headers?: Headers) => request<Feed>(`/user/feeds/${id(feedId)}`, { headers }),
  /** One vote per user; answers the poll with the new counts. */
  vote: (pollId: string, optionId: string) => request<Poll>(`/user/feeds/vote/${id(pollId)}`, { method: 'POST', body: { optionId } }),
  fileStatus: (feedId: string, fileId: string) => request<FileStatusResult>(`/user/feeds/${id(feedId)}/file/${id(fileId)}/status`),

  bookmarked: (query: FeedQuery = {}) => request<List<FeedBookmarkItem>>('/reactions/feeds/bookmark', { query }),
  unreact: (feedId: string, action: ReactionAction) => request<ReactionResult>('/reactions', { method: 'DELETE', body: reaction(feedId, action) }),
};
