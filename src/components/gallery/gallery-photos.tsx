// A gallery's photos on /gallery/[id]. For a viewer who may see them: thumbnails in a grid that open the
// lightbox (antd's preview: arrows, keyboard, zoom, swipe). For anyone else: the feed's locked preview
// with the way in, and the blurred previews under a lock; no picture link is used (the API sends none).
import { LockOutlined, LoadingOutlined, WarningOutlined } from '@ant-design/icons';
import { Button, Flex, Image, theme } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import { useState, type CSSProperties, type ReactNode } from 'react';
import type { Gallery, Photo } from '@/contracts/galleries';
import { LockedPreview } from '@/components/feed/locked-preview';
import { getResponseError, notifyError } from '@/lib/notify';
import { galleryService } from '@/services/gallery.api';
import { lockedFeedOf, thumbnailOfPhoto } from './gallery-media';
import { PHOTO_PAGE_SIZE } from './load-gallery';

function PhotoGrid({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))', gap: token.marginXS }} data-testid="gallery-photos">
      {children}
    </div>
  );
}

function Tile({ children, testId, label }: { children: ReactNode; testId: string; label?: string }) {
  const { token, cssVar } = theme.useToken();
  const style: CSSProperties = { position: 'relative', aspectRatio: '1', overflow: 'hidden', borderRadius: token.borderRadius, background: cssVar.colorFillTertiary };
  return (
    <div style={style} data-testid={testId} aria-label={label}>
      {children}
    </div>
  );
}

const fill: CSSProperties = { width: '100%', height: '100%', objectFit: 'cover', display: 'block' };
const centred: CSSProperties = { position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' };

function LockedTile({ photo }: { photo: Photo }) {
  return (
    <Tile testId="gallery-locked-photo" label="Locked photo">
      {photo.photo.preview ? <img src={photo.photo.preview} alt="" aria-hidden style={{ ...fill, filter: 'blur(10px)', transform: 'scale(1.1)' }} /> : null}
      <div style={{ ...centred, background: 'rgba(0, 0, 0, 0.35)', color: '#fff', fontSize: 20 }}>
        <LockOutlined aria-hidden />
      </div>
    </Tile>
  );
}

/** The owner may see photos that are still being prepared or that failed: they cannot open yet. */
function PendingTile({ photo }: { photo: Photo }) {
  const { token, cssVar } = theme.useToken();
  const failed = photo.photo.status === 'error';
  return (
    <Tile testId="gallery-pending-photo">
      <Flex vertical align="center" justify="center" gap={4} style={{ ...centred, color: cssVar.colorTextSecondary, fontSize: token.fontSizeSM }}>
        {failed ? <WarningOutlined /> : <LoadingOutlined />}
        {failed ? 'Could not be processed' : 'Processing…'}
      </Flex>
    </Tile>
  );
}

function OpenPhotos({ photos }: { photos: Photo[] }) {
  return (
    <Image.PreviewGroup>
      <PhotoGrid>
        {photos.map((photo) => {
          const thumb = thumbnailOfPhoto(photo);
          if (!thumb || !photo.photo.url) return <PendingTile key={photo._id} photo={photo} />;
          return (
            <Tile key={photo._id} testId="gallery-photo">
              <Image
                src={thumb}
                alt={photo.title || 'Photo'}
                preview={{ src: photo.photo.url }}
                styles={{ root: { width: '100%', height: '100%', display: 'block' }, image: fill }}
                data-testid="gallery-lightbox-trigger"
                data-photo-id={photo._id}
              />
            </Tile>
          );
        })}
      </PhotoGrid>
    </Image.PreviewGroup>
  );
}

export function GalleryPhotos({ gallery, photos: first, total }: { gallery: Gallery; photos: Photo[]; total: number }) {
  const [photos, setPhotos] = useState(first);
  const [loading, setLoading] = useState(false);

  async function more() {
    setLoading(true);
    try {
      const current = Math.floor(photos.length / PHOTO_PAGE_SIZE) + 1;
      const { data } = await galleryService.photos(gallery._id, { current, pageSize: PHOTO_PAGE_SIZE });
      const seen = new Set(photos.map((p) => p._id));
      setPhotos([...photos, ...data.data.filter((p) => !seen.has(p._id))]);
    } catch (e) {
      notifyError(getResponseError(e));
    } finally {
      setLoading(false);
    }
  }

  return (
    <Flex vertical gap={12}>
      {gallery.isLocked ? (
        <div data-testid="gallery-locked">
          <LockedPreview feed={lockedFeedOf(gallery, photos)} noun="gallery" kind="gallery" />
        </div>
      ) : null}
      {photos.length ? (
        gallery.isLocked ? (
          <PhotoGrid>
            {photos.map((photo) => (
              <LockedTile key={photo._id} photo={photo} />
            ))}
          </PhotoGrid>
        ) : (
          <OpenPhotos photos={photos} />
        )
      ) : (
        <Typography.Text type="secondary" data-testid="gallery-empty">
          No photos in this gallery yet.
        </Typography.Text>
      )}
      {photos.length < total ? (
        <Button onClick={() => void more()} loading={loading} style={{ alignSelf: 'center' }} data-testid="gallery-more-photos">
          Show more photos
        </Button>
      ) : null}
    </Flex>
  );
}
