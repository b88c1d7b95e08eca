// A performer's Videos tab (GET /performer-assets/videos/search?performerId=...): their videos as this
// visitor may see them, locked ones behind their blurred picture and price, more on request.
import { Alert, Button, Empty, Flex, Skeleton } from 'antd';
import { useCallback } from 'react';
import type { PublicPerformer } from '@/contracts/performers';
import type { Video } from '@/contracts/videos';
import { LinkButton } from '@/components/common/link-button';
import { videoService } from '@/services/video.service';
import { useLoadMore, type PageLoader } from './use-load-more';
import { VideoCard, VideoCardGrid } from './video-card';

export const VIDEOS_PAGE_SIZE = 12;

export function PerformerVideos({ performer, isOwn }: { performer: PublicPerformer; isOwn: boolean }) {
  const load = useCallback<PageLoader<Video>>((page) => videoService.search({ performerId: performer._id, ...page }), [performer._id]);
  const list = useLoadMore(load, VIDEOS_PAGE_SIZE);

  return (
    <Flex vertical gap={12} data-testid="profile-videos">
      {list.items.length ? (
        <VideoCardGrid>
          {list.items.map((video) => (
            <VideoCard key={video._id} video={video} />
          ))}
        </VideoCardGrid>
      ) : null}
      {list.loading ? <Skeleton active paragraph={{ rows: 2 }} /> : null}
      {list.error ? (
        <Alert type="warning" showIcon title="We could not load the videos" description={list.error} action={<Button onClick={list.loadMore}>Try again</Button>} />
      ) : null}
      {list.done && !list.items.length ? (
        <Empty description={isOwn ? 'You have not shared any videos yet.' : 'No videos yet.'} data-testid="profile-videos-empty">
          {isOwn ? (
            <LinkButton href="/creator/my-video" type="primary">
              Upload a video
            </LinkButton>
          ) : null}
        </Empty>
      ) : null}
      {list.started && !list.done && !list.loading && !list.error ? (
        <Flex justify="center">
          <Button onClick={list.loadMore} data-testid="profile-videos-more">
            Load more videos
          </Button>
        </Flex>
      ) : null}
    </Flex>
  );
}
