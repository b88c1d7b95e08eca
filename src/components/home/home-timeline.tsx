// The fan's timeline on /home (GET /user/feeds): posts of the performers they follow or subscribe to,
// newest first, loading more as they scroll.
import { Card, Empty } from 'antd';
import { LinkButton } from '@/components/common/link-button';
import { FeedList, type FeedPageLoader } from '@/components/feed/feed-list';
import { feedService } from '@/services/feed.api';

const loadTimeline: FeedPageLoader = (query) => feedService.timeline(query);

export function HomeTimeline() {
  return (
    <Card title="Your feed" styles={{ body: { padding: 12 } }}>
      <FeedList
        load={loadTimeline}
        testId="timeline"
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
