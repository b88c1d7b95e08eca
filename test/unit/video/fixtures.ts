// Videos and comments as the API answers them, for the client's video and comment tests.
import type { Comment } from '@/contracts/comments';
import type { MediaFile } from '@/contracts/media';
import type { Video } from '@/contracts/videos';

export const MIA_ID = '3f2b8c1e-5a4d-4e6f-9b7a-1c2d3e4f5a6b';

export function filmFactory(overrides: Partial<MediaFile> = {}): MediaFile {
  return {
    _id: 'film-1',
    type: 'video',
    status: 'finished',
    mimeType: 'video/mp4',
    width: 640,
    height: 360,
    duration: 62,
    url: '/api/media/private/film-1.mp4?sig=abc',
    thumbnails: ['/api/media/private/film-1-poster.webp?sig=abc'],
    preview: '/api/files/public/previews/film-1.webp',
    ...overrides,
  };
}

export function videoFactory(overrides: Partial<Video> = {}): Video {
  return {
    _id: 'video-1',
    performerId: MIA_ID,
    performer: { _id: MIA_ID, name: 'Mia Rose', username: 'mia', avatar: '/files/avatars/mia.webp' },
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
    isLiked: false,
    isBookmarked: false,
    isBought: false,
    isSubscribed: false,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
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
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}
