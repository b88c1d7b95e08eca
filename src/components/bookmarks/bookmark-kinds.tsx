// The kinds of things a user can bookmark, as their bookmarks tab shows them: performers, posts (each as the
// user may see it now, locked ones behind their preview), videos (locked ones behind their blurred picture
// and price), galleries (locked ones behind their blurred cover) and products.
import { Flex } from 'antd';
import type { FeedBookmarkItem, GalleryBookmarkItem, PerformerBookmarkItem, ProductBookmarkItem, VideoBookmarkItem } from '@/contracts/social';
import { FeedCard } from '@/components/feed/feed-card';
import { SubscribeHost } from '@/components/feed/subscribe-host';
import { GalleryCard } from '@/components/gallery/gallery-card';
import { GalleryGrid } from '@/components/gallery/gallery-grid';
import { PerformerRow } from '@/components/performers/performer-row';
import { ProductGrid } from '@/components/product/product-card';
import { VideoCard, VideoCardGrid } from '@/components/video/video-card';
import { feedService } from '@/services/feed.api';
import { galleryService } from '@/services/gallery.api';
import { productService } from '@/services/product.api';
import { reactionService } from '@/services/reaction.api';
import { videoService } from '@/services/video.api';
import { BookmarkList, pagingOf, type BookmarkKind, type PagedSectionProps } from './bookmark-list';

const FIND_PERFORMERS = { href: '/performers', label: 'Find performers' };

const performers: BookmarkKind<PerformerBookmarkItem> = {
  load: reactionService.bookmarkedPerformers,
  unbookmark: reactionService.unbookmarkPerformer,
  emptyText: 'You have not bookmarked any performers yet.',
  away: FIND_PERFORMERS,
  render: (items, removeOf) =>
    items.map((item) => <PerformerRow key={item._id} performer={item.objectInfo} testId="bookmark-item" action={removeOf(item)} />),
};

const posts: BookmarkKind<FeedBookmarkItem> = {
  load: (query) => feedService.bookmarked(pagingOf(query)),
  unbookmark: (id) => feedService.unreact(id, 'bookmark'),
  removeButton: { size: 'small' },
  emptyText: 'You have not saved any posts yet.',
  away: { href: '/home', label: 'Go to your feed' },
  render: (items, removeOf) => (
    <Flex vertical gap={12} data-testid="bookmarked-feeds">
      {items.map((item) => (
        <FeedCard key={item._id} feed={item.objectInfo} actions={removeOf(item)} />
      ))}
    </Flex>
  ),
  // A free trial opens the performer's subscriber posts at once: read the page again to show them.
  after: (list) => <SubscribeHost onSubscribed={list.reload} />,
};

const videos: BookmarkKind<VideoBookmarkItem> = {
  load: (query) => videoService.bookmarked(pagingOf(query)),
  unbookmark: (id) => videoService.unreact(id, 'bookmark'),
  removeButton: { size: 'small' },
  emptyText: 'You have not saved any videos yet.',
  away: FIND_PERFORMERS,
  render: (items, removeOf) => (
    <VideoCardGrid testId="bookmarked-videos">
      {items.map((item) => (
        <VideoCard key={item._id} video={item.objectInfo} showPerformer extra={removeOf(item)} />
      ))}
    </VideoCardGrid>
  ),
};

const galleries: BookmarkKind<GalleryBookmarkItem> = {
  load: galleryService.bookmarked,
  unbookmark: (id) => galleryService.unreact(id, 'bookmark'),
  removeButton: { size: 'small', style: { alignSelf: 'flex-start' }, testId: 'gallery-bookmark-remove' },
  emptyText: 'You have not saved any galleries yet.',
  away: FIND_PERFORMERS,
  render: (items, removeOf) =>
    items.length ? (
      <GalleryGrid testId="gallery-bookmarks">
        {items.map((item) => (
          <GalleryCard key={item._id} gallery={item.objectInfo} extra={removeOf(item)} />
        ))}
      </GalleryGrid>
    ) : null,
};

const products: BookmarkKind<ProductBookmarkItem> = {
  load: productService.bookmarked,
  unbookmark: (id) => productService.unreact(id, 'bookmark'),
  removeButton: { size: 'small', block: true, testId: 'product-bookmark-remove' },
  emptyText: 'You have not saved any products yet.',
  away: FIND_PERFORMERS,
  render: (items, removeOf) =>
    items.length ? <ProductGrid testId="product-bookmarks" items={items.map((item) => ({ key: item._id, product: item.objectInfo, actions: removeOf(item) }))} /> : null,
};

export const PerformerBookmarks = (props: PagedSectionProps) => <BookmarkList kind={performers} {...props} />;
export const FeedBookmarks = (props: PagedSectionProps) => <BookmarkList kind={posts} {...props} />;
export const VideoBookmarks = (props: PagedSectionProps) => <BookmarkList kind={videos} {...props} />;
export const GalleryBookmarks = (props: PagedSectionProps) => <BookmarkList kind={galleries} {...props} />;
export const ProductBookmarks = (props: PagedSectionProps) => <BookmarkList kind={products} {...props} />;
