// The fan's timeline on /home (GET /user/feeds): posts of the performers they follow or subscribe to,
// newest first, loading more as they scroll.
import type { ReactNode } from 'react';
import type { List } from '@/contracts/common';
import type { Feed } from '@/contracts/feeds';
import { PlainLinkButton } from '@/components/common/plain-button';
import { PlainEmpty } from '@/components/common/plain-marks';
import { FeedList, type FeedPageLoader } from '@/components/feed/feed-list';
import { PlainCard } from '@/components/layout/plain-card';
import { feedService } from '@/services/feed.api';

const loadTimeline: FeedPageLoader = (query) => feedService.timeline(query);

/**
 * `initial`: the first page, read when the server rendered /home (the list reads it itself without);
 * `between`: what goes between the posts (FeedList).
 */
export function HomeTimeline({ initial = null, between }: { initial?: List<Feed> | null; between?: { after: number; node: ReactNode } }) {
  return (
    <PlainCard title="Your feed" dense>
      <FeedList
        load={loadTimeline}
        testId="timeline"
        initial={initial}
        between={between}
        empty={
          <PlainEmpty description="No posts yet. Follow performers to see their posts here." data-testid="timeline-empty">
            <PlainLinkButton href="/performers" type="primary" data-testid="timeline-find-performers">
              Find performers
            </PlainLinkButton>
          </PlainEmpty>
        }
      />
    </PlainCard>
  );
}
