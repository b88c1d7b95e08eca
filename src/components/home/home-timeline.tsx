// The fan's timeline on /home (GET /user/feeds): posts of the performers they follow or subscribe to,
// newest first, loading more as they scroll.
import { Card, Empty } from 'antd';
import type { List } from '@/contracts/common';
import type { Feed } from '@/contracts/feeds';
import { LinkButton } from '@/components/common/link-button';
import { FeedList, type FeedPageLoader } from '@/components/feed/feed-list';
import { feedService } from '@/services/feed.api';

const loadTimeline: FeedPageLoader = (query) => feedService.timeline(query);

/** `initial`: the first page, read when the server rendered /home (the list reads it itself without). */
export function HomeTimeline({ initial = null }: { initial?: List<Feed> | null }) {
  return (
    <Card title="Your feed" styles={{ body: { padding: 12 } }}>
      <FeedList
        load={loadTimeline}
        testId="timeline"
        initial={initial}
        empty={
          <Empty description="No posts yet. Follow performers to see their posts here." data-testid="timeline-empty">
            <LinkButton href="/performers" type="primary" data-testid="timeline-find-performers">
              Find performers
            </LinkButton>
          </Empty>
        }
      />
    </Card>
  );
}
