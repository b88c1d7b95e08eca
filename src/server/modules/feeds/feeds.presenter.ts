// The one way a feed reaches a client. Entitlement decides per viewer whether the post is open: a locked
// feed keeps its teaser and blurred previews but no link to its media, no poll, and no text unless the
// performer made the text a public teaser (the text of a post for sale is often what is sold). Lists are
// presented in a fixed number of queries, whatever their length.
import { DEFAULT_FEED_THUMBNAIL, type ContentAuthor, type Feed, type Poll } from '@/contracts/feeds';
import type { MediaFile } from '@/contracts/media';
import { fromMinorOrNull } from '@/lib/money';
import { moderationMarkOf, presentAuthor, viewerSideOf, type ContentPresenterDeps, type KnownAboutViewer } from '../content/content-lookups';
import type { Viewer } from '../performers/performer-visibility';
import type { FeedPollsRepo } from './feed-polls.repo';
import type { FeedRow, PollRow } from './feeds.table';


export const contentItemOf = (row: FeedRow) => ({ id: row.id, kind: 'feed' as const, performerId: row.performerId, access: row.access });

export function presentPoll(poll: PollRow, counts: Map<string, number>, votedOptionId: string | null, now = new Date()): Poll {
  const options = poll.options.map((o) => ({ _id: o.id, text: o.text, votes: counts.get(`${poll.id} ${o.id}`) ?? 0 }));
  return {
    _id: poll.id,
    description: poll.description,
    options,
    totalVotes: options.reduce((sum, o) => sum + o.votes, 0),
    expiresAt: poll.expiresAt.toISOString(),
    closed: poll.expiresAt <= now,
    votedOptionId,
  };
}

export function createFeedPresenter(deps: ContentPresenterDeps & { pollsRepo: FeedPollsRepo }) {
  const { lookups, pollsRepo, mediaFiles, storage } = deps;

  /** `known` is what the caller already has (the access it checked, a page's facts). */
  async function present(viewer: Viewer, rows: readonly FeedRow[], known?: KnownAboutViewer): Promise<Feed[]> {
    if (rows.length === 0) return [];
    const pollIds: string[] = [];
    const fileIds: string[] = [];
    for (const row of rows) {
      if (row.pollId) pollIds.push(row.pollId);
      for (const id of row.fileIds) fileIds.push(id);
      if (row.thumbnailFileId) fileIds.push(row.thumbnailFileId);
      if (row.teaserFileId) fileIds.push(row.teaserFileId);
    }
    const [[access, authors, reacted], files, { polls, counts, votes }] = await Promise.all([
      viewerSideOf(deps, viewer, rows, rows.map(contentItemOf), 'feed', known),
      lookups.mediaFiles(fileIds),
      pollsRepo.pollsWithVotes(pollIds, viewer.userId),
    ]);
    // Once a page, not once a feed: the clock, the placeholder's address, each author's block.
    const now = new Date();
    const viewerId = viewer.userId;
    const placeholder = storage.assetUrl(DEFAULT_FEED_THUMBNAIL);
    const authorBlocks = new Map<string, ContentAuthor>();
    const authorOf = (performerId: string): ContentAuthor => {
      let block = authorBlocks.get(performerId);
      if (!block) authorBlocks.set(performerId, (block = presentAuthor(performerId, authors.get(performerId), storage)));
      return block;
    };
    const presented: Feed[] = new Array<Feed>(rows.length);
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i];
      const { canSeeMedia, isBought, isSubscribed } = access[i];
      const teaser = row.teaserFileId ? files.get(row.teaserFileId) : undefined;
      // The teaser is the free sample of a locked feed: linked for everyone who may see the feed.
      const teaserShown = teaser ? mediaFiles.present(teaser, { viewerId, canSeeMedia: true }) : null;
      // A locked poll is sold like the rest: no question, options or counts (voting is refused anyway).
      const poll = row.pollId && canSeeMedia ? polls.get(row.pollId) : undefined;
      const textShown = canSeeMedia || row.textIsTeaser;
      const shownFiles: MediaFile[] = [];
      if (row.fileIds.length > 0) {
        const media = { viewerId, canSeeMedia };
        for (const id of row.fileIds) {
          const file = files.get(id);
          if (file) shownFiles.push(mediaFiles.present(file, media));
        }
      }
      // The feed's own thumbnail when the viewer may see it, else its blurred preview, else the placeholder.
      const thumbnailFile = row.thumbnailFileId ? files.get(row.thumbnailFileId) : undefined;
      const thumbnailShown = thumbnailFile ? mediaFiles.present(thumbnailFile, { viewerId, canSeeMedia }) : null;
      presented[i] = {
        _id: row.id,
        performerId: row.performerId,
        performer: authorOf(row.performerId),
        type: row.type as Feed['type'],
        text: textShown ? row.text : '',
        textIsTeaser: row.textIsTeaser,
        isTextLocked: !textShown && row.text !== '',
        access: row.access,
        price: row.access === 'sale' ? fromMinorOrNull(row.price) : null,
        files: shownFiles,
        thumbnail: { url: thumbnailShown ? (thumbnailShown.url ?? thumbnailShown.preview ?? placeholder) : placeholder },
        teaser: teaserShown ? { url: teaserShown.url, thumbnails: teaserShown.thumbnails } : null,
        poll: poll ? presentPoll(poll, counts, votes.get(poll.id) ?? null, now) : null,
        isLocked: !canSeeMedia,
        isPinned: row.isPinned,
        status: row.status,
        publishedAt: row.publishedAt?.toISOString() ?? null,
        scheduledAt: row.scheduledAt?.toISOString() ?? null,
        stats: { likes: row.likeCount, comments: row.commentCount, bookmarks: row.bookmarkCount },
        isLiked: reacted.liked.has(row.id),
        isBookmarked: reacted.bookmarked.has(row.id),
        isBought,
        isSubscribed,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        ...moderationMarkOf(row, viewer),
      };
    }
    return presented;
  }

  return { present };
}
export type FeedPresenter = ReturnType<typeof createFeedPresenter>;
