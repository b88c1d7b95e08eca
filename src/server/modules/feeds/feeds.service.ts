// A performer's own feeds: uploads, create, list, read, edit, delete and scheduling. Every route takes
// the performer from the session; someone else's feed is answered as missing (404), never revealed.
import { feedSortKeys, type CreateFeedBody, type Feed, type UpdateFeedBody } from '@/contracts/feeds';
import type { MediaFile } from '@/contracts/media';
import { fromMinor } from '@/lib/money';
import { notFound, unprocessable } from '../../http/errors';
import type { JobQueue } from '../../jobs/queue';
import type { CommentTargets } from '../comments/comment-targets';
import { createOwnContent } from '../content/own-content';
import type { MediaFilesService, UploadPart } from '../media-files/media-files.service';
import type { FeedContentCheck } from './feed-content';
import type { FeedPollsRepo } from './feed-polls.repo';
import { feedPublishJob } from './feed-publish.job';
import type { FeedPresenter } from './feeds.presenter';
import type { FeedPatch, FeedsRepo } from './feeds.repo';
import type { FeedRow } from './feeds.table';

export type FeedUploadKind = 'audio' | 'photo' | 'thumbnail' | 'video' | 'teaser';

const missing = () => notFound('This post does not exist, or is not yours.');
const filesOf = (row: FeedRow) => [...row.fileIds, row.thumbnailFileId, row.teaserFileId].filter((id): id is string => !!id);

/** A moment that must lie ahead; null and undefined pass through. */
function futureDate(value: string | null | undefined, now: Date): Date | null | undefined {
  if (value === null || value === undefined) return value;
  const at = new Date(value);
  if (at <= now) throw unprocessable('scheduledAt must be in the future; leave it out to publish now.');
  return at;
}

export function createFeedsService(deps: {
  feedsRepo: FeedsRepo;
  pollsRepo: Pick<FeedPollsRepo, 'remove'>;
  content: FeedContentCheck;
  presenter: FeedPresenter;
  mediaFiles: Pick<MediaFilesService, 'accept' | 'present' | 'remove' | 'status'>;
  jobs: Pick<JobQueue, 'send'>;
  commentTargets: Pick<CommentTargets, 'itemRemoved'>;
  /** A post became visible to its audience: made without a date, or its date taken away (docs/notifications.md). */
  onPublished?: (feed: FeedRow) => void;
}) {
  const { feedsRepo: repo } = deps;
  const own = createOwnContent({ kind: 'feed', repo, presenter: deps.presenter, sortKeys: feedSortKeys, filesOf, mediaFiles: deps.mediaFiles, commentTargets: deps.commentTargets, missing });
  const { presentOwn, own: ownFeed } = own;

  /** Plans the publishing job; the feed is published by whichever job matches its current scheduledAt. */
  async function plan(row: FeedRow): Promise<void> {
    if (row.status !== 'scheduled' || !row.scheduledAt) return;
    await deps.jobs.send(feedPublishJob, { feedId: row.id, scheduledAt: row.scheduledAt.toISOString() }, { startAfter: row.scheduledAt });
  }

  async function upload(performerId: string, kind: FeedUploadKind, part: UploadPart): Promise<{ file: MediaFile }> {
    const row = await deps.mediaFiles.accept(performerId, `feed-${kind}`, part);
    return { file: deps.mediaFiles.present(row, { viewerId: performerId, canSeeMedia: true }) };
  }

  async function create(performerId: string, body: CreateFeedBody): Promise<Feed> {
    const now = new Date();
    const scheduledAt = futureDate(body.scheduledAt, now) ?? null;
    const content = await deps.content.check(
      performerId,
      { type: body.type, access: body.access, price: body.price ?? null, fileIds: body.fileIds, thumbnailId: body.thumbnailId ?? null, teaserId: body.teaserId ?? null, pollId: body.pollId ?? null },
      null,
    );
    const row = await repo.insert({
      performerId,
      type: body.type,
      text: body.text,
      textIsTeaser: body.textIsTeaser ?? false,
      ...content,
      isPinned: body.isPinned ?? false,
      pinnedAt: body.isPinned ? now : null,
      status: scheduledAt ? 'scheduled' : 'published',
      scheduledAt,
      publishedAt: scheduledAt ? null : now,
    });
    try {
      await plan(row);
    } catch (e) {
      // Without its job a scheduled feed would never appear: take it back and let the performer retry.
      await repo.remove(row.id);
      throw e;
    }
    if (row.status === 'published') deps.onPublished?.(row);
    return presentOwn(performerId, row);
  }

  async function update(performerId: string, id: string, body: UpdateFeedBody): Promise<Feed> {
    const row = await ownFeed(performerId, id);
    const now = new Date();
    const access = body.access ?? row.access;
    // Leaving sale drops the old price unless the body names one (which the check then refuses).
    const price = body.price !== undefined ? body.price : access === 'sale' && row.price !== null ? fromMinor(row.price) : null;
    const content = await deps.content.check(
      performerId,
      {
        type: row.type as Feed['type'],
        access,
        price,
        fileIds: body.fileIds ?? row.fileIds,
        thumbnailId: body.thumbnailId !== undefined ? body.thumbnailId : row.thumbnailFileId,
        teaserId: body.teaserId !== undefined ? body.teaserId : row.teaserFileId,
        pollId: body.pollId !== undefined ? body.pollId : row.pollId,
      },
      row.id,
    );
    const patch: FeedPatch = { ...content, updatedAt: now };
    if (body.text !== undefined) patch.text = body.text;
    if (body.textIsTeaser !== undefined) patch.textIsTeaser = body.textIsTeaser;
    if (body.isPinned !== undefined) {
      patch.isPinned = body.isPinned;
      patch.pinnedAt = body.isPinned ? (row.isPinned ? row.pinnedAt : now) : null;
    }
    const scheduledAt = futureDate(body.scheduledAt, now);
    if (scheduledAt && row.status === 'published') throw unprocessable('This post is already published, so it cannot be scheduled.');
    if (scheduledAt) patch.scheduledAt = scheduledAt;
    if (scheduledAt === null && row.status === 'scheduled') Object.assign(patch, { status: 'published', scheduledAt: null, publishedAt: now });
    const updated = await repo.update(row.id, patch);
    if (!updated) throw missing();
    if (row.status === 'scheduled' && updated.status === 'published') deps.onPublished?.(updated);
    if (scheduledAt && scheduledAt.getTime() !== row.scheduledAt?.getTime()) await plan(updated);
    return presentOwn(performerId, updated);
  }

  /** Deletes the feed, then its files and poll unless another feed still uses them. */
  function remove(performerId: string, id: string): Promise<{ deleted: true }> {
    return own.remove(performerId, id, {
      kept: (row, files) => repo.filesUsedElsewhere(files, row.id),
      also: async (row) => {
        if (row.pollId && !(await repo.feedUsingPoll(row.pollId))) await deps.pollsRepo.remove(row.pollId);
      },
    });
  }

  return { upload, create, update, remove, listOwn: own.listOwn, getOwn: own.getOwn, fileStatus: own.fileStatus };
}
export type FeedsService = ReturnType<typeof createFeedsService>;
