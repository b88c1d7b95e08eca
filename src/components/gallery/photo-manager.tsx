// A gallery's photo manager on /creator/my-gallery: upload several pictures at once, watch each being
// processed, choose the cover, rename and delete. Opens in a drawer over the gallery list.
import { EyeOutlined } from '@ant-design/icons';
import { Button, Drawer, Empty, Flex, Pagination, Skeleton, theme } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import { ResultOnDemand } from '@/components/common/result-on-demand';
import { useCallback, useState } from 'react';
import type { Gallery } from '@/contracts/galleries';
import { LinkButton } from '@/components/common/link-button';
import { useResource } from '@/hooks/use-resource';
import { galleryService } from '@/services/gallery.api';
import { photoCount } from './gallery-labels';
import { galleryPath, isProcessing } from './gallery-media';
import { PhotoTile } from './photo-tile';
import { PhotoUploads } from './photo-uploads';
import { useRefreshWhile } from './use-refresh-while';

const PAGE_SIZE = 24;

export interface PhotoManagerProps {
  gallery: Gallery;
  onClose: () => void;
}

export function PhotoManager({ gallery, onClose }: PhotoManagerProps) {
  const { token } = theme.useToken();
  const [current, setCurrent] = useState(1);
  // Polls and reloads overlap: only the newest answer fills the grid.
  const { value: page, error, reload } = useResource(
    () => galleryService.listOwnPhotos({ galleryId: gallery._id, current, pageSize: PAGE_SIZE }),
    `${gallery._id}:${current}`,
  );
  const photos = page?.data ?? [];
  useRefreshWhile(photos.some(isProcessing), reload);

  const onUploaded = useCallback(() => {
    // New photos come first: show the first page, where the new one is.
    if (current === 1) void reload();
    else setCurrent(1);
  }, [current, reload]);

  return (
    <Drawer
      open
      onClose={onClose}
      size="min(760px, 100vw)"
      title={<span style={{ overflowWrap: 'anywhere' }}>{gallery.title}</span>}
      extra={
        <LinkButton href={galleryPath(gallery._id)} icon={<EyeOutlined />} data-testid="photo-manager-view">
          View
        </LinkButton>
      }
      styles={{ body: { padding: token.paddingSM } }}
    >
      <Flex vertical gap={16} data-testid="photo-manager">
        <PhotoUploads galleryId={gallery._id} onUploaded={onUploaded} />
        <Typography.Text type="secondary" data-testid="photo-manager-count">
          {page ? photoCount(page.total) : ' '}
        </Typography.Text>
        {!page && !error ? <Skeleton active paragraph={{ rows: 4 }} /> : null}
        {error ? <ResultOnDemand status="warning" title="We could not load the photos" subTitle={error} extra={<Button onClick={() => void reload()}>Try again</Button>} /> : null}
        {page && !page.data.length ? <Empty description="No photos yet: upload some." /> : null}
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: token.marginSM }} data-testid="photo-manager-photos">
          {photos.map((photo) => (
            <PhotoTile key={`${photo._id}-${photo.updatedAt}-${photo.isGalleryCover}`} photo={photo} onChanged={() => void reload()} />
          ))}
        </div>
        {page && page.total > PAGE_SIZE ? (
          <Pagination align="center" current={current} pageSize={PAGE_SIZE} total={page.total} showSizeChanger={false} onChange={setCurrent} />
        ) : null}
      </Flex>
    </Drawer>
  );
}
