// Galleries and photos as the API answers them, for the gallery client tests.
import type { Gallery, Photo } from '@/contracts/galleries';

export const ZOE_ID = '5f1b7a0e-3c2d-4e8f-9a6b-1c2d3e4f5a6b';

export function galleryFactory(overrides: Partial<Gallery> = {}): Gallery {
  return {
    _id: 'g-1',
    performerId: ZOE_ID,
    performer: { _id: ZOE_ID, name: 'Zoe', username: 'zoe', avatar: '/files/avatars/zoe.webp' },
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
    isLiked: false,
    isBookmarked: false,
    isBought: false,
    isSubscribed: false,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
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
    photo: {
      _id: `file-${id}`,
      type: 'photo',
      status: 'finished',
      mimeType: 'image/webp',
      width: 1600,
      height: 1200,
      duration: null,
      url: `/api/files/private/media/photo/${id}.webp?sig=x`,
      thumbnails: [`/api/files/private/media/photo/${id}-thumb.webp?sig=x`],
      preview: `/api/files/public/previews/photo/${id}.webp`,
    },
    isLocked: false,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

/** The same photo as a viewer of a locked gallery gets it: the preview, no links. */
export const lockedPhoto = (id: string): Photo => {
  const p = photoFactory(id, { isLocked: true });
  return { ...p, photo: { ...p.photo, url: null, thumbnails: [] } };
};
