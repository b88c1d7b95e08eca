// The videos the user bookmarked (GET /reactions/videos/bookmark), locked ones behind their blurred
// picture and price, each with a way to remove it.
import type { VideoBookmarkItem } from '@/contracts/social';
import { LinkButton } from '@/components/common/link-button';
import { ListStatus } from '@/components/performers/list-states';
import { useList } from '@/hooks/use-list';
import { VideoCard, VideoCardGrid } from '@/components/video/video-card';
import { videoService } from '@/services/video.api';
import { BookmarkPages, pagingOf } from './bookmark-pages';
import type { PagedSectionProps } from './performer-bookmarks';
import { RemoveBookmark } from './remove-bookmark';

const loadBookmarkedVideos = (query: Record<string, string>) => videoService.bookmarked(pagingOf(query));

export function VideoBookmarks({ query, current, pageSize, onPage }: PagedSectionProps) {
  const list = useList<VideoBookmarkItem>(loadBookmarkedVideos, query);
  return (
    <>
      <ListStatus
        loading={list.loading}
        error={list.error}
        empty={!list.items.length}
        onRetry={list.reload}
        emptyText="You have not saved any videos yet."
        emptyExtra={<LinkButton href="/performers" type="primary">Find performers</LinkButton>}
      />
      {!list.loading && !list.error ? (
        <VideoCardGrid testId="bookmarked-videos">
          {list.items.map((item) => (
            <VideoCard
              key={item._id}
              video={item.objectInfo}
              showPerformer
              extra={<RemoveBookmark unbookmark={() => videoService.unreact(item.objectId, 'bookmark')} onRemoved={() => list.remove((x) => x._id === item._id)} />}
            />
          ))}
        </VideoCardGrid>
      ) : null}
      <BookmarkPages current={current} pageSize={pageSize} total={list.total} onPage={onPage} />
    </>
  );
}
