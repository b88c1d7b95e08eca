// /gallery/[id]: a gallery as this visitor may see it (title, performer, description, tags, count, like,
// bookmark, report, its photos or their locked previews, comments), or why it cannot be shown.
import { PictureOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Flex, Tag } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import dynamic from 'next/dynamic';
import Link from '@/components/common/app-link';
import type { Gallery } from '@/contracts/galleries';
import { CommentsSection } from '@/components/comments/comments-section';
import { ContentActions } from '@/components/content/content-actions';
import { LinkButton } from '@/components/common/link-button';
import { PageHead } from '@/components/common/page-head';
import { formatDate } from '@/lib/format-date';
import { SubscribeHost } from '@/components/feed/subscribe-host';
import { PlainCard } from '@/components/layout/plain-card';
import { profilePath } from '@/components/performers/profile-path';
import { useAppSelector } from '@/redux/hooks';
import { selectCurrentUser } from '@/redux/user/selectors';
import { accessLabelOf, photoCount } from './gallery-labels';
import { GalleryPhotos } from './gallery-photos';
import type { GalleryLoad } from './load-gallery';

// Drawn only when the item cannot be shown, so the found item's page does not load antd's Result for it.
const ItemProblem = dynamic(() => import('@/components/common/item-problem').then((m) => m.ItemProblem));

export const GALLERY_NOT_FOUND = 'This gallery is not available';

function Performer({ gallery }: { gallery: Gallery }) {
  const { performer } = gallery;
  const href = profilePath(performer);
  return (
    <Flex gap={12} align="center" style={{ minWidth: 0 }}>
      <Link href={href} className="fs-tap" aria-hidden tabIndex={-1}>
        <Avatar src={performer.avatar || undefined} icon={<UserOutlined />} alt="" size={40} />
      </Link>
      <Flex vertical style={{ minWidth: 0 }}>
        <Link href={href} className="fs-tap" style={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="gallery-performer">
          {performer.name || performer.username}
        </Link>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {performer.username ? `@${performer.username} · ` : ''}
          {formatDate(gallery.createdAt)}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}

function GalleryHeader({ gallery }: { gallery: Gallery }) {
  const me = useAppSelector(selectCurrentUser);
  const isOwn = !!me._id && me._id === gallery.performerId;
  return (
    <PlainCard dense data-testid="gallery-header">
      <Flex vertical gap={12}>
        <Performer gallery={gallery} />
        <Typography.Title level={2} style={{ margin: 0, overflowWrap: 'anywhere' }} data-testid="gallery-title">
          {gallery.title}
        </Typography.Title>
        {gallery.description ? (
          <Typography.Paragraph style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', margin: 0 }} data-testid="gallery-description">
            {gallery.description}
          </Typography.Paragraph>
        ) : null}
        <Flex gap={4} wrap align="center">
          <Tag icon={<PictureOutlined />} data-testid="gallery-count">
            {photoCount(gallery.numOfItems)}
          </Tag>
          {gallery.access !== 'free' ? <Tag color={gallery.isLocked ? 'gold' : 'green'}>{accessLabelOf(gallery)}</Tag> : null}
          {isOwn && gallery.status === 'inactive' ? <Tag color="default">Hidden from fans</Tag> : null}
          {gallery.tags.map((tag) => (
            <Tag key={tag} data-testid="gallery-tag">
              #{tag}
            </Tag>
          ))}
        </Flex>
        <ContentActions
          type="gallery"
          item={gallery}
          isOwn={isOwn}
          own={
            <LinkButton href="/creator/my-gallery" type="text" data-testid="gallery-manage-own">
              Manage my galleries
            </LinkButton>
          }
        />
      </Flex>
    </PlainCard>
  );
}

export function GalleryView({ load }: { load: GalleryLoad }) {
  if (load.state === 'found') {
    const { gallery, photos, totalPhotos } = load.item;
    return (
      <Flex vertical gap={16}>
        <PageHead title={gallery.title} description={gallery.description || `A gallery by ${gallery.performer?.name || gallery.performer?.username || 'a performer'}.`} />
        <GalleryHeader gallery={gallery} />
        {/* Bought: the photos are read afresh, now with their addresses. */}
        <GalleryPhotos key={`${gallery._id}-${gallery.isLocked ? 'locked' : 'open'}`} gallery={gallery} photos={photos} total={totalPhotos} />
        <CommentsSection key={`comments-${gallery._id}`} objectType="gallery" objectId={gallery._id} locked={gallery.isLocked} initialCount={gallery.stats.comments} noun="gallery" />
        <SubscribeHost />
      </Flex>
    );
  }
  return <ItemProblem load={load} noun="gallery" notFoundTitle={GALLERY_NOT_FOUND} away={{ href: '/home', label: 'Back to your feed' }} testId="gallery" />;
}
