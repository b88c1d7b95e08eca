// Scheduled publishing. Each planning sends a job for the feed and the moment it was planned for; the
// handler publishes only a feed still scheduled for exactly that moment, so a re-planned or deleted feed
// makes its older jobs do nothing, and running a job twice publishes once.
import { z } from 'zod';
import { defineJob } from '../../jobs/registry';
import type { FeedsRepo } from './feeds.repo';
import type { FeedRow } from './feeds.table';

export const feedPublishJob = defineJob('feeds.publish', z.object({ feedId: z.uuid(), scheduledAt: z.iso.datetime({ offset: true }) }), {
  retryLimit: 5,
  retryDelaySeconds: 30,
});

export function createFeedPublisher(repo: Pick<FeedsRepo, 'publishScheduled'>, onPublished?: (feed: FeedRow) => void) {
  return async function publish(payload: { feedId: string; scheduledAt: string }): Promise<void> {
    const published = await repo.publishScheduled(payload.feedId, new Date(payload.scheduledAt), new Date());
    if (published) onPublished?.(published);
  };
}
