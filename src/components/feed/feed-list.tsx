// A column of posts that loads the next page as its end scrolls into view, "You're all caught up" at the
// end, or the caller's empty state. A button does the same where the browser cannot observe scrolling. The
// placeholder, the notice and the end line are plain elements with antd's class names (plain-marks.tsx), the
// buttons the plain ones (common/plain-button.tsx). The list defines the post cards' icons once, in a sprite the cards
// point at, rather than each card carrying their outlines.
import { ANTD_HASH } from '@/components/common/antd-hash';
import { Fragment, useCallback, type ReactNode } from 'react';
import { PlainAlert, PlainDivider, PlainSkeleton } from '@/components/common/plain-marks';
import { PlainButton } from '@/components/common/plain-button';
import type { List } from '@/contracts/common';
import type { Feed } from '@/contracts/feeds';
import { feedService } from '@/services/feed.api';
import { useLoadMoreList, type PageLoader } from '@/hooks/use-load-more-list';
import { FeedCard } from './feed-card';
import styles from './feed-card.module.css';
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
  /** Shown after the `after`-th post (or the last, or the empty state, when there are fewer): /home's suggestions on phones. */
  between?: { after: number; node: ReactNode };
}

export function FeedList({ load, testId, empty, subscribeDialog = true, actions, initial, between }: FeedListProps) {
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
    // antd's hash class, as antd's Flex here had: the stylesheet's link rules (colour, no underline) apply under it.
    <div className={`${styles.list} ${ANTD_HASH}`} data-testid={testId}>
      {items.map((feed, i) => (
        <Fragment key={feed._id}>
          <FeedCard feed={feed} actions={actions?.(feed)} />
          {between && i + 1 === Math.min(between.after, items.length) ? between.node : null}
        </Fragment>
      ))}
      {loading ? <PlainSkeleton rows={3} data-testid="feed-loading" /> : null}
      {error ? (
        <PlainAlert
          type="warning"
          title="We could not load the posts"
          description={error}
          action={<PlainButton onClick={loadMore}>Try again</PlainButton>}
          data-testid="feed-error"
        />
      ) : null}
      {done && !items.length ? (
        <>
          {empty}
          {between?.node}
        </>
      ) : null}
      {done && items.length ? (
        <PlainDivider data-testid="feed-end">{ALL_CAUGHT_UP}</PlainDivider>
      ) : null}
      {!done && !loading && !error ? (
        <div ref={sentinel} className={styles.more}>
          <PlainButton onClick={loadMore} data-testid="feed-load-more">
            {started ? 'Load more posts' : 'Show posts'}
          </PlainButton>
        </div>
      ) : null}
      {subscribeDialog ? <SubscribeHost onSubscribed={subscribed} /> : null}
    </div>
  );
}
