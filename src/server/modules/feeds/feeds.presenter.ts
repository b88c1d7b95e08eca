// The one way a feed reaches a client. Entitlement decides per viewer whether the post is open: a locked
// feed keeps its teaser and blurred previews but no link to its media, no poll, and no text unless the
// performer made the text a public teaser (the text of a post for sale is often what is sold). Lists are
// presented in a fixed number of queries, whatever their length.
import { DEFAULT_FEED_THUMBNAIL, type Feed, type Poll } from '@/contracts/feeds';
import { fromMinorOrNull } from '@/lib/money';
import { aboutViewer, presentItemHead, viewerSideOf, type ContentPresenterDeps, type KnownAboutViewer } from '../content/content-lookups';
import type { MediaFileRow } from '../media-files/media-files.table';
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

  /** The feed's own thumbnail when the viewer may see it, else its blurred preview, else the placeholder. */
  function thumbnailUrl(file: MediaFileRow | undefined, viewerId: string | null, canSeeMedia: boolean): string {
    if (!file) return storage.assetUrl(DEFAULT_FEED_THUMBNAIL);
    const shown = mediaFiles.present(file, { viewerId, canSeeMedia });
    return shown.url ?? shown.preview ?? storage.assetUrl(DEFAULT_FEED_THUMBNAIL);
  }

  /** `known` is what the caller already has (the access it checked, a page's facts). */
  async function present(viewer: Viewer, rows: readonly FeedRow[], known?: KnownAboutViewer): Promise<Feed[]> {
    if (rows.length === 0) return [];
    const pollIds = rows.flatMap((r) => (r.pollId ? [r.pollId] : []));
    const fileIds = rows.flatMap((r) => [...r.fileIds, r.thumbnailFileId, r.teaserFileId].filter((id): id is string => !!id));
    const [[access, authors, reacted], files, { polls, counts, votes }] = await Promise.all([
      viewerSideOf(deps, viewer, rows, rows.map(contentItemOf), 'feed', known),
      lookups.mediaFiles(fileIds),
      pollsRepo.pollsWithVotes(pollIds, viewer.userId),
    ]);
    const now = new Date();
    return rows.map((row, i) => {
      const { canSeeMedia, isBought, isSubscribed } = access[i];
      const media = { viewerId: viewer.userId, canSeeMedia };
      const teaser = row.teaserFileId ? files.get(row.teaserFileId) : undefined;
      // The teaser is the free sample of a locked feed: linked for everyone who may see the feed.
      const teaserShown = teaser ? mediaFiles.present(teaser, { viewerId: viewer.userId, canSeeMedia: true }) : null;
      // A locked poll is sold like the rest: no question, options or counts (voting is refused anyway).
      const poll = row.pollId && canSeeMedia ? polls.get(row.pollId) : undefined;
      const textShown = canSeeMedia || row.textIsTeaser;
      return {
        ...presentItemHead(row, authors, storage),
        type: row.type as Feed['type'],
        text: textShown ? row.text : '',
        textIsTeaser: row.textIsTeaser,
        isTextLocked: !textShown && row.text !== '',
        access: row.access,
        price: row.access === 'sale' ? fromMinorOrNull(row.price) : null,
        files: row.fileIds.flatMap((id) => {
          const file = files.get(id);
          return file ? [mediaFiles.present(file, media)] : [];
        }),
        thumbnail: { url: thumbnailUrl(row.thumbnailFileId ? files.get(row.thumbnailFileId) : undefined, viewer.userId, canSeeMedia) },
        teaser: teaserShown ? { url: teaserShown.url, thumbnails: teaserShown.thumbnails } : null,
        poll: poll ? presentPoll(poll, counts, votes.get(poll.id) ?? null, now) : null,
        isLocked: !canSeeMedia,
        isPinned: row.isPinned,
        status: row.status,
        publishedAt: row.publishedAt?.toISOString() ?? null,
        scheduledAt: row.scheduledAt?.toISOString() ?? null,
        stats: { likes: row.likeCount, comments: row.commentCount, bookmarks: row.bookmarkCount },
        ...aboutViewer(row, reacted, { isBought, isSubscribed }),
      };
    });
  }

  return { present };
}
export type FeedPresenter = ReturnType<typeof createFeedPresenter>;
