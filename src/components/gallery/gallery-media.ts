// Which picture a gallery card or photo tile shows: the real thumbnail only when the viewer may see the
// media (the API sends links only then), else the public blurred preview. A locked gallery is handed to the
// feed's locked preview as the post-shaped item it reads.
import type { Feed } from '@/contracts/feeds';
import { DEFAULT_FEED_THUMBNAIL } from '@/contracts/plain-values';
import type { Gallery, Photo } from '@/contracts/galleries';
import type { MediaFile } from '@/contracts/media';

export const galleryPath = (galleryId: string) => `/gallery/${encodeURIComponent(galleryId)}`;

export interface ShownPicture {
  src: string;
  /** A blurred preview (the gallery is locked, or the picture is not ready). */
  blurred: boolean;
}

export function coverOf(gallery: Pick<Gallery, 'coverPhoto' | 'isLocked'>): ShownPicture | null {
  const cover = gallery.coverPhoto;
  if (!cover) return null;
  const sharp = gallery.isLocked ? null : (cover.thumbnails[0] ?? cover.url);
  if (sharp) return { src: sharp, blurred: false };
  return cover.preview ? { src: cover.preview, blurred: true } : null;
}

/** The small picture of a photo in a grid: its first thumbnail, else the picture itself. */
export const thumbnailOfPhoto = (photo: Photo): string | null => photo.photo.thumbnails[0] ?? photo.photo.url;

export const isProcessing = (photo: Photo) => photo.photo.status === 'processing';

const previewOnly = (file: Pick<MediaFile, '_id' | 'preview'>): MediaFile => ({
  _id: file._id,
  type: 'photo',
  status: 'finished',
  mimeType: null,
  width: null,
  height: null,
  duration: null,
  url: null,
  thumbnails: [],
  preview: file.preview,
});

/**
 * The locked gallery as the feed's LockedPreview reads a post: the cover's preview first, then the photos',
 * and never a link to a picture (they are dropped here even if one were present).
 */
export function lockedFeedOf(gallery: Gallery, photos: readonly Photo[]): Feed {
  const cover = gallery.coverPhoto;
  const others = photos.filter((p) => p.photo._id !== cover?._id && p._id !== cover?._id).map((p) => p.photo);
  const files = [...(cover ? [{ _id: cover._id, preview: cover.preview }] : []), ...others].map(previewOnly);
  return {
    _id: gallery._id,
    performerId: gallery.performerId,
    performer: gallery.performer,
    type: 'photo',
    text: '',
    textIsTeaser: false,
    isTextLocked: false,
    access: gallery.access,
    price: gallery.price,
    files,
    thumbnail: { url: DEFAULT_FEED_THUMBNAIL },
    teaser: null,
    poll: null,
    isLocked: true,
    isPinned: false,
    status: 'published',
    publishedAt: gallery.createdAt,
    scheduledAt: null,
    stats: { likes: gallery.stats.likes, comments: gallery.stats.comments, bookmarks: gallery.stats.bookmarks },
    isLiked: gallery.isLiked,
    isBookmarked: gallery.isBookmarked,
    isBought: gallery.isBought,
    isSubscribed: gallery.isSubscribed,
    createdAt: gallery.createdAt,
    updatedAt: gallery.updatedAt,
  };
}
