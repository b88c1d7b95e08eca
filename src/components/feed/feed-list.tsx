// A column of posts that loads the next page as its end scrolls into view, "You're all caught up" at the
// end, or the caller's empty state. A button does the same where the browser cannot observe scrolling.
import { Alert, Button, Divider, Flex, Skeleton } from 'antd';
import { useCallback, type ReactNode } from 'react';
import type { List } from '@/contracts/common';
import type { Feed } from '@/contracts/feeds';
import { feedService } from '@/services/feed.api';
import { useLoadMoreList, type PageLoader } from '@/hooks/use-load-more-list';
import { FeedCard } from './feed-card';
import { SubscribeHost } from './subscribe-host';
import { useSentinel } from './use-sentinel';

export const ALL_CAUGHT_UP = "You're all caught up";
export const FEED_PAGE_SIZE = 10;

export type FeedPageLoader = PageLoader<Feed>;

export interface FeedListProps {
  /** Must keep its identity between renders (module-level or useCallback): a new one starts the list afresh. */
  load: FeedPageLoader;
  testId: string;
  empty: ReactNode;
  /**
   * Whether this list brings its own subscribe dialog for "Subscribe to unlock". A performer's profile
   * already has one for that performer.
   */
  subscribeDialog?: boolean;
  actions?: (feed: Feed) => ReactNode;
  /** The first page, read by the page's server render: shown at once, the next pages load as today. */
  initial?: List<Feed> | null;
}

export function FeedList({ load, testId, empty, subscribeDialog = true, actions, initial }: FeedListProps) {
  const { items, loading, error, started, done, loadMore, replace } = useLoadMoreList(load, FEED_PAGE_SIZE, { start: false, initial });
  const sentinel = useSentinel(loadMore, !loading && !done && !error);
  // A subscription that is active at once opens that performer's subscriber posts: read the locked ones again.
  const subscribed = useCallback(
    (performerId: string) => {
      const locked = items.filter((f) => f.performerId === performerId && f.isLocked);
      Promise.all(locked.map((f) => feedService.view(f._id).then((res) => res.data)))
        .then((feeds) => replace(...feeds))
        .catch(() => undefined);
    },
    [items, replace],
  );

  return (
    <Flex vertical gap={12} data-testid={testId}>
      {items.map((feed) => (
        <FeedCard key={feed._id} feed={feed} actions={actions?.(feed)} />
      ))}
      {loading ? <Skeleton active avatar paragraph={{ rows: 3 }} data-testid="feed-loading" /> : null}
      {error ? (
        <Alert
          type="warning"
          showIcon
          title="We could not load the posts"
          description={error}
          action={<Button onClick={loadMore}>Try again</Button>}
          data-testid="feed-error"
        />
      ) : null}
      {done && !items.length ? empty : null}
      {done && items.length ? (
        <Divider plain data-testid="feed-end">
          {ALL_CAUGHT_UP}
        </Divider>
      ) : null}
      {!done && !loading && !error ? (
        <div ref={sentinel} style={{ display: 'flex', justifyContent: 'center' }}>
          <Button onClick={loadMore} data-testid="feed-load-more">
            {started ? 'Load more posts' : 'Show posts'}
          </Button>
        </div>
      ) : null}
      {subscribeDialog ? <SubscribeHost onSubscribed={subscribed} /> : null}
    </Flex>
  );
}
