// Paid content as the API answers it, for the client tests of feeds, videos, galleries and products (and of the
// wallet and the cart, which show them): each factory gives one item with everything a viewer who has not reacted,
// bought or subscribed sees, and takes overrides.
import type { Comment } from '@/contracts/comments';
import type { Feed, Poll } from '@/contracts/feeds';
import type { Gallery, Photo } from '@/contracts/galleries';
import type { MediaFile } from '@/contracts/media';
import { DEFAULT_PRODUCT_IMAGE, type Product } from '@/contracts/products';
import type { Video } from '@/contracts/videos';

export const LUNA_ID = '7b0c9a52-0d59-4a3b-9d0e-2f4b1c1f9a10';
export const MIA_ID = '3f2b8c1e-5a4d-4e6f-9b7a-1c2d3e4f5a6b';
export const ZOE_ID = '5f1b7a0e-3c2d-4e8f-9a6b-1c2d3e4f5a6b';
export const SELLER_ID = '5d7f2a10-3c1b-4e8a-9f21-6a0b7c9d8e11';

const CREATED_AT = '2026-11-01T10:00:00.000Z';
const at = (time: string) => ({ createdAt: time, updatedAt: time });

/** The item's performer, as `performerId` and the short `performer` record. */
const by = (_id: string, name: string, username: string, avatar: string) => ({ performerId: _id, performer: { _id, name, username, avatar } });

/** A viewer who has not liked, bookmarked nor bought the item. */
const NO_REACTIONS = { isLiked: false, isBookmarked: false, isBought: false };

/** A finished media file, as its owner (or an entitled viewer) gets it. */
const finishedFile = ({ _id, type, ...rest }: Omit<MediaFile, 'status'>): MediaFile => ({ _id, type, status: 'finished', ...rest });

export function fileFactory(overrides: Partial<MediaFile> = {}): MediaFile {
  return {
    ...finishedFile({ _id: 'f-1', type: 'feed-photo', mimeType: 'image/webp', width: 1200, height: 800, duration: null, url: '/api/media/private/f-1.webp?sig=abc', thumbnails: [], preview: '/api/files/public/previews/f-1.webp' }),
    ...overrides,
  };
}

export function pollFactory(overrides: Partial<Poll> = {}): Poll {
  return {
    _id: 'p-1',
    description: 'Next video?',
    options: [
      { _id: 'o-1', text: 'Beach', votes: 2 },
      { _id: 'o-2', text: 'City', votes: 1 },
    ],
    totalVotes: 3,
    expiresAt: '2099-01-01T00:00:00.000Z',
    closed: false,
    votedOptionId: null,
    ...overrides,
  };
}

export function feedFactory(overrides: Partial<Feed> = {}): Feed {
  return {
    _id: 'feed-1',
    ...by(LUNA_ID, 'Luna Star', 'luna', '/files/avatars/luna.webp'),
    type: 'text',
    text: 'Hello fans',
    textIsTeaser: false,
    isTextLocked: false,
    access: 'free',
    price: null,
    files: [],
    thumbnail: { url: '/static/leaf.svg' },
    teaser: null,
    poll: null,
    isLocked: false,
    isPinned: false,
    status: 'published',
    publishedAt: CREATED_AT,
    scheduledAt: null,
    stats: { likes: 4, comments: 0, bookmarks: 1 },
    ...NO_REACTIONS,
    isSubscribed: false,
    ...at(CREATED_AT),
    ...overrides,
  };
}

/** `count` text posts with ids `${prefix}-${n}`, starting at `from`. */
export const feedsFrom = (from: number, count: number, prefix = 'feed'): Feed[] =>
  Array.from({ length: count }, (_, i) => feedFactory({ _id: `${prefix}-${from + i}`, text: `Post ${from + i}` }));

export function filmFactory(overrides: Partial<MediaFile> = {}): MediaFile {
  return {
    ...finishedFile({ _id: 'film-1', type: 'video', mimeType: 'video/mp4', width: 640, height: 360, duration: 62, url: '/api/media/private/film-1.mp4?sig=abc', thumbnails: ['/api/media/private/film-1-poster.webp?sig=abc'], preview: '/api/files/public/previews/film-1.webp' }),
    ...overrides,
  };
}

export function videoFactory(overrides: Partial<Video> = {}): Video {
  return {
    _id: 'video-1',
    ...by(MIA_ID, 'Mia Rose', 'mia', '/files/avatars/mia.webp'),
    title: 'Morning run',
    description: 'Along the beach',
    tags: ['beach'],
    access: 'free',
    price: null,
    status: 'active',
    scheduledAt: null,
    video: filmFactory(),
    thumbnail: { url: '/api/media/private/cover-1.webp?sig=abc' },
    teaser: null,
    isLocked: false,
    stats: { views: 12, likes: 3, comments: 2, bookmarks: 1 },
    ...NO_REACTIONS,
    isSubscribed: false,
    ...at(CREATED_AT),
    ...overrides,
  };
}

export function commentFactory(overrides: Partial<Comment> = {}): Comment {
  return {
    _id: 'comment-1',
    objectType: 'video',
    objectId: 'video-1',
    parentId: null,
    content: 'Lovely',
    creator: { _id: 'fan-1', name: 'Fan One', username: 'fan1', avatar: '', isPerformer: false },
    file: null,
    totalReply: 0,
    canDelete: false,
    ...at(CREATED_AT),
    ...overrides,
  };
}

export function galleryFactory(overrides: Partial<Gallery> = {}): Gallery {
  return {
    _id: 'g-1',
    ...by(ZOE_ID, 'Zoe', 'zoe', '/files/avatars/zoe.webp'),
    title: 'Beach day',
    description: 'Sun and sand',
    tags: ['beach'],
    access: 'subscribers',
    price: null,
    status: 'active',
    coverPhoto: { _id: 'p-2', url: '/api/files/private/media/photo/p-2.webp?sig=x', thumbnails: ['/api/files/private/media/photo/p-2-thumb.webp?sig=x'], preview: '/api/files/public/previews/photo/p-2.webp' },
    numOfItems: 2,
    isLocked: false,
    stats: { views: 0, likes: 3, comments: 0, bookmarks: 1 },
    ...NO_REACTIONS,
    isSubscribed: false,
    ...at(CREATED_AT),
    ...overrides,
  };
}

export function photoFactory(id: string, overrides: Partial<Photo> = {}): Photo {
  return {
    _id: id,
    performerId: ZOE_ID,
    galleryId: 'g-1',
    title: '',
    description: '',
    status: 'active',
    isGalleryCover: false,
    photo: finishedFile({
      _id: `file-${id}`,
      type: 'photo',
      mimeType: 'image/webp',
      width: 1600,
      height: 1200,
      duration: null,
      url: `/api/files/private/media/photo/${id}.webp?sig=x`,
      thumbnails: [`/api/files/private/media/photo/${id}-thumb.webp?sig=x`],
      preview: `/api/files/public/previews/photo/${id}.webp`,
    }),
    isLocked: false,
    ...at(CREATED_AT),
    ...overrides,
  };
}

/** The same photo as a viewer of a locked gallery gets it: the preview, no links. */
export const lockedPhoto = (id: string): Photo => {
  const p = photoFactory(id, { isLocked: true });
  return { ...p, photo: { ...p.photo, url: null, thumbnails: [] } };
};

export function productFactory(overrides: Partial<Product> = {}): Product {
  return {
    _id: 'prod-1',
    ...by(SELLER_ID, 'Zoe Lane', 'zoe', '/static/no-avatar.png'),
    name: 'Sunset presets',
    description: 'Ten colour presets.',
    tags: ['presets'],
    type: 'digital',
    price: 9.95,
    stock: null,
    status: 'active',
    image: { url: DEFAULT_PRODUCT_IMAGE, thumbnails: [] },
    hasDigitalFile: true,
    digitalFile: null,
    stats: { views: 0, likes: 2, comments: 0, bookmarks: 1 },
    ...NO_REACTIONS,
    ...at('2026-01-01T00:00:00.000Z'),
    ...overrides,
  };
}
