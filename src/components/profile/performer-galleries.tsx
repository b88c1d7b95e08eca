// A performer's Photos tab (GET /performer-assets/galleries/search?performerId=...): their galleries as
// this visitor may see them, locked ones behind their blurred cover with the price, more on request.
import { Alert, Button, Empty, Flex, Skeleton } from 'antd';
import { useCallback } from 'react';
import type { Gallery } from '@/contracts/galleries';
import type { PublicPerformer } from '@/contracts/performers';
import { LinkButton } from '@/components/common/link-button';
import { GalleryCard } from '@/components/gallery/gallery-card';
import { GalleryGrid } from '@/components/gallery/gallery-grid';
import { useLoadMore, type PageLoader } from '@/components/video/use-load-more';
import { galleryService } from '@/services/gallery.service';

export const GALLERIES_PAGE_SIZE = 12;

export function PerformerGalleries({ performer, isOwn }: { performer: PublicPerformer; isOwn: boolean }) {
  const load = useCallback<PageLoader<Gallery>>((page) => galleryService.search({ performerId: performer._id, ...page }), [performer._id]);
  const list = useLoadMore(load, GALLERIES_PAGE_SIZE);

  return (
    <Flex vertical gap={12} data-testid="profile-galleries">
      {list.items.length ? (
        <GalleryGrid>
          {list.items.map((gallery) => (
            <GalleryCard key={gallery._id} gallery={gallery} />
          ))}
        </GalleryGrid>
      ) : null}
      {list.loading ? <Skeleton active paragraph={{ rows: 2 }} /> : null}
      {list.error ? (
        <Alert type="warning" showIcon title="We could not load the galleries" description={list.error} action={<Button onClick={list.loadMore}>Try again</Button>} />
      ) : null}
      {list.done && !list.items.length ? (
        <Empty description={isOwn ? 'You have no photo galleries yet.' : 'No photos yet.'} data-testid="profile-galleries-empty">
          {isOwn ? (
            <LinkButton href="/creator/my-gallery" type="primary">
              Create a gallery
            </LinkButton>
          ) : null}
        </Empty>
      ) : null}
      {list.started && !list.done && !list.loading && !list.error ? (
        <Flex justify="center">
          <Button onClick={list.loadMore} data-testid="profile-galleries-more">
            Load more galleries
          </Button>
        </Flex>
      ) : null}
    </Flex>
  );
}
