// Polls: a performer creates one, then attaches it to a poll feed. Fans vote once each, until the poll
// expires, and only in polls of feeds they may see in full (a subscribers-only poll is for subscribers).
import { randomUUID } from 'node:crypto';
import type { CreatePollBody, Poll } from '@/contracts/feeds';
import { conflict, forbidden, notFound, unprocessable } from '../../http/errors';
import type { Viewer } from '../performers/performer-visibility';
import type { FeedReadsService } from './feed-reads.service';
import type { FeedPollsRepo } from './feed-polls.repo';
import { presentPoll } from './feeds.presenter';
import type { FeedsRepo } from './feeds.repo';

const pollMissing = () => notFound('This poll does not exist or is no longer available.');

export function createFeedPollsService(deps: { pollsRepo: FeedPollsRepo; feedsRepo: Pick<FeedsRepo, 'feedUsingPoll'>; reads: Pick<FeedReadsService, 'readable'> }) {
  const { pollsRepo } = deps;

  async function create(performerId: string, body: CreatePollBody): Promise<Poll> {
    const expiresAt = new Date(body.expiresAt);
    if (expiresAt <= new Date()) throw unprocessable('expiresAt must be in the future.');
    const options = body.options.map((text) => ({ id: randomUUID(), text }));
    const poll = await pollsRepo.insert({ performerId, description: body.description, options, expiresAt });
    return presentPoll(poll, new Map(), null);
  }

  async function vote(viewer: Viewer & { userId: string }, pollId: string, optionId: string): Promise<Poll> {
    const poll = await pollsRepo.find(pollId);
    const feed = poll ? await deps.feedsRepo.feedUsingPoll(poll.id) : null;
    const readable = feed ? await deps.reads.readable(viewer, feed.id) : null;
    if (!poll || !readable) throw pollMissing();
    if (!readable.access.canSeeMedia) {
      throw forbidden(readable.row.access === 'sale' ? 'Buy this post to vote in its poll.' : 'Subscribe to this performer to vote in their poll.');
    }
    if (!poll.options.some((o) => o.id === optionId)) throw unprocessable("Choose one of the poll's options.");
    if (poll.expiresAt <= new Date()) throw unprocessable('This poll has closed');
    if (!(await pollsRepo.vote(poll.id, viewer.userId, optionId))) throw conflict('You have already voted in this poll.');
    return presentPoll(poll, await pollsRepo.counts([poll.id]), optionId);
  }

  return { create, vote };
}
export type FeedPollsService = ReturnType<typeof createFeedPollsService>;
