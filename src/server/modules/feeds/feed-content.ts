// Checks what a feed is made of before it is saved (docs/business-rules.md "Paid content and media"): the price goes
// with sale only, files are the performer's own uploads of the type the feed shows, a poll feed carries
// the performer's own poll. Every refusal is a 422 with a sentence the performer can act on.
import type { ContentAccess, FeedType } from '@/contracts/feeds';
import type { MediaFileType } from '@/contracts/media';
import { toMinor } from '@/lib/money';
import { unprocessable } from '../../http/errors';
import type { MediaFileRow } from '../media-files/media-files.table';
import type { FeedPollsRepo } from './feed-polls.repo';
import type { ContentLookups } from '../content/content-lookups';
import type { FeedsRepo } from './feeds.repo';

export interface FeedContent {
  type: FeedType;
  access: ContentAccess;
  /** Currency units as sent. */
  price: number | null;
  fileIds: string[];
  thumbnailId: string | null;
  teaserId: string | null;
  pollId: string | null;
}

const FILE_TYPE_OF: Partial<Record<FeedType, { type: MediaFileType; noun: string }>> = {
  photo: { type: 'feed-photo', noun: 'photo' },
  video: { type: 'feed-video', noun: 'video' },
  audio: { type: 'feed-audio', noun: 'recording' },
};

export function createFeedContentCheck(deps: { feedsRepo: Pick<FeedsRepo, 'feedUsingPoll'>; lookups: Pick<ContentLookups, 'mediaFiles'>; pollsRepo: Pick<FeedPollsRepo, 'find'> }) {
  function checkOwnFile(file: MediaFileRow | undefined, performerId: string, type: MediaFileType, what: string): void {
    if (!file || file.ownerId !== performerId || file.type !== type) {
      throw unprocessable(`${what} is not one of your uploads. Upload it through POST /performer/feeds/${type.replace('feed-', '')}/upload first.`);
    }
    if (file.status === 'error') throw unprocessable(`${what} could not be processed (${file.error ?? 'unknown error'}). Upload it again.`);
  }

  /** The stored form (price in minor units) of valid content; throws 422 otherwise. */
  async function check(performerId: string, content: FeedContent, feedId: string | null) {
    if (content.access === 'sale' && content.price === null) throw unprocessable('A post for sale needs a price.');
    if (content.access !== 'sale' && content.price !== null) throw unprocessable('Only a post for sale has a price: leave the price out for free and subscribers-only posts.');

    const expected = FILE_TYPE_OF[content.type];
    if (!expected && content.fileIds.length > 0) throw unprocessable(`A ${content.type} post holds no files: leave fileIds empty.`);
    if (expected && content.fileIds.length === 0) throw unprocessable(`A ${content.type} post needs at least one ${expected.noun}.`);
    if (new Set(content.fileIds).size !== content.fileIds.length) throw unprocessable('Each file can appear in a post only once.');

    const ids = [...content.fileIds, content.thumbnailId, content.teaserId].filter((id): id is string => !!id);
    const files = await deps.lookups.mediaFiles(ids);
    if (expected) content.fileIds.forEach((id, i) => checkOwnFile(files.get(id), performerId, expected.type, `File ${i + 1} (${id})`));
    if (content.thumbnailId) checkOwnFile(files.get(content.thumbnailId), performerId, 'feed-thumbnail', 'The thumbnail');
    if (content.teaserId) checkOwnFile(files.get(content.teaserId), performerId, 'feed-teaser', 'The teaser');

    if (content.type === 'poll') {
      if (!content.pollId) throw unprocessable('A poll post needs a pollId: create the poll with POST /performer/feeds/polls first.');
      const poll = await deps.pollsRepo.find(content.pollId);
      if (!poll || poll.performerId !== performerId) throw unprocessable('This poll is not one of yours.');
      const user = await deps.feedsRepo.feedUsingPoll(content.pollId);
      if (user && user.id !== feedId) throw unprocessable('This poll already belongs to another post. Create a new poll.');
    } else if (content.pollId) {
      throw unprocessable('Only a poll post carries a poll.');
    }

    return {
      access: content.access,
      price: content.price === null ? null : toMinor(content.price),
      fileIds: content.fileIds,
      thumbnailFileId: content.thumbnailId,
      teaserFileId: content.teaserId,
      pollId: content.pollId,
    };
  }

  return { check };
}
export type FeedContentCheck = ReturnType<typeof createFeedContentCheck>;
