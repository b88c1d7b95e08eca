// One gallery in a grid (profile "Photos" tab, bookmarks, the performer's own list): its cover, title and
// photo count; a locked gallery shows the blurred cover under a lock with its price or "Subscribers".
import { LockOutlined, PictureOutlined } from '@ant-design/icons';
import { Flex, Tag, theme } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import Link from '@/components/common/app-link';
import type { CSSProperties, ReactNode } from 'react';
import { PlainCard } from '@/components/layout/plain-card';
import type { Gallery } from '@/contracts/galleries';
import { accessLabelOf, photoCount } from './gallery-labels';
import { coverOf, galleryPath } from './gallery-media';

function Cover({ gallery }: { gallery: Gallery }) {
  const { cssVar } = theme.useToken();
  const cover = coverOf(gallery);
  const frame: CSSProperties = { position: 'relative', aspectRatio: '4 / 3', overflow: 'hidden', background: cssVar.colorFillTertiary };
  const picture: CSSProperties = { width: '100%', height: '100%', objectFit: 'cover', display: 'block' };
  return (
    <div style={frame}>
      {cover ? (
        <img
          src={cover.src}
          alt=""
          loading="lazy"
          style={cover.blurred ? { ...picture, filter: 'blur(12px)', transform: 'scale(1.1)' } : picture}
          data-testid="gallery-card-cover"
        />
      ) : (
        <Flex align="center" justify="center" style={{ height: '100%', fontSize: 32, color: cssVar.colorTextQuaternary }}>
          <PictureOutlined aria-hidden />
        </Flex>
      )}
      {gallery.isLocked ? (
        <Flex
          vertical
          align="center"
          justify="center"
          gap={4}
          // A dark veil in both themes: the text on it is always light.
          style={{ position: 'absolute', inset: 0, background: 'rgba(0, 0, 0, 0.4)', color: '#fff' }}
          data-testid="gallery-card-lock"
        >
          <LockOutlined style={{ fontSize: 24 }} aria-label="Locked" />
          <Typography.Text strong style={{ color: 'inherit' }}>
            {accessLabelOf(gallery)}
          </Typography.Text>
        </Flex>
      ) : null}
    </div>
  );
}

export interface GalleryCardProps {
  gallery: Gallery;
  /** Shown under the title: the owner's status and controls, a bookmark's remove button. */
  extra?: ReactNode;
}

export function GalleryCard({ gallery, extra }: GalleryCardProps) {
  const { token, cssVar } = theme.useToken();
  const href = galleryPath(gallery._id);
  return (
    <PlainCard
      size="small"
      cover={
        <Link href={href} aria-label={gallery.title} data-testid="gallery-card-link">
          <Cover gallery={gallery} />
        </Link>
      }
      bodyStyle={{ padding: token.paddingSM }}
      data-testid="gallery-card"
      data-gallery-id={gallery._id}
      data-locked={gallery.isLocked ? 'true' : 'false'}
    >
      <Flex vertical gap={4} style={{ minWidth: 0 }}>
        <Link href={href} className="fs-tap-block" style={{ fontWeight: 600, color: cssVar.colorText, overflowWrap: 'anywhere' }} data-testid="gallery-card-title">
          {gallery.title}
        </Link>
        <Flex gap={4} align="center" wrap>
          <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }} data-testid="gallery-card-count">
            {photoCount(gallery.numOfItems)}
          </Typography.Text>
          {!gallery.isLocked && gallery.access !== 'free' ? <Tag style={{ marginInlineEnd: 0 }}>{accessLabelOf(gallery)}</Tag> : null}
        </Flex>
        {extra}
      </Flex>
    </PlainCard>
  );
}
