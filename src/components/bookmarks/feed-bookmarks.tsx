// The posts the user bookmarked (GET /reactions/feeds/bookmark), each as the user may see it now (locked
// ones behind their preview), with a way to remove it.
import { Flex } from 'antd';
import type { FeedBookmarkItem } from '@/contracts/social';
import { LinkButton } from '@/components/common/link-button';
import { FeedCard } from '@/components/feed/feed-card';
import { SubscribeHost } from '@/components/feed/subscribe-host';
import { ListStatus } from '@/components/performers/list-states';
import { useList } from '@/hooks/use-list';
import { feedService } from '@/services/feed.api';
import { BookmarkPages, pagingOf } from './bookmark-pages';
import type { PagedSectionProps } from './performer-bookmarks';
import { RemoveBookmark } from './remove-bookmark';

const loadBookmarkedFeeds = (query: Record<string, string>) => feedService.bookmarked(pagingOf(query));

export function FeedBookmarks({ query, current, pageSize, onPage }: PagedSectionProps) {
  const list = useList<FeedBookmarkItem>(loadBookmarkedFeeds, query);
  return (
    <>
      <ListStatus
        loading={list.loading}
        error={list.error}
        empty={!list.items.length}
        onRetry={list.reload}
        emptyText="You have not saved any posts yet."
        emptyExtra={<LinkButton href="/home" type="primary">Go to your feed</LinkButton>}
      />
      {!list.loading && !list.error ? (
        <Flex vertical gap={12} data-testid="bookmarked-feeds">
          {list.items.map((item) => (
            <FeedCard
              key={item._id}
              feed={item.objectInfo}
              actions={<RemoveBookmark unbookmark={() => feedService.unreact(item.objectId, 'bookmark')} onRemoved={() => list.remove((x) => x._id === item._id)} />}
            />
          ))}
        </Flex>
      ) : null}
      <BookmarkPages current={current} pageSize={pageSize} total={list.total} onPage={onPage} />
      {/* A free trial opens the performer's subscriber posts at once: read the page again to show them. */}
      <SubscribeHost onSubscribed={list.reload} />
    </>
  );
}
