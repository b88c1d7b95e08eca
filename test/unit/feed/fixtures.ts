// Posts and files as the feed API answers them, for the feed component tests.
import type { Feed, Poll } from '@/contracts/feeds';
import type { MediaFile } from '@/contracts/media';

export const LUNA_ID = '7b0c9a52-0d59-4a3b-9d0e-2f4b1c1f9a10';

export function fileFactory(overrides: Partial<MediaFile> = {}): MediaFile {
  return {
    _id: 'f-1',
    type: 'feed-photo',
    status: 'finished',
    mimeType: 'image/webp',
    width: 1200,
    height: 800,
    duration: null,
    url: '/api/media/private/f-1.webp?sig=abc',
    thumbnails: [],
    preview: '/api/files/public/previews/f-1.webp',
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
    performerId: LUNA_ID,
    performer: { _id: LUNA_ID, name: 'Luna Star', username: 'luna', avatar: '/files/avatars/luna.webp' },
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
    publishedAt: '2026-11-01T10:00:00.000Z',
    scheduledAt: null,
    stats: { likes: 4, comments: 0, bookmarks: 1 },
    isLiked: false,
    isBookmarked: false,
    isBought: false,
    isSubscribed: false,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

/** `count` text posts with ids `${prefix}-${n}`, starting at `from`. */
export const feedsFrom = (from: number, count: number, prefix = 'feed'): Feed[] =>
  Array.from({ length: count }, (_, i) => feedFactory({ _id: `${prefix}-${from + i}`, text: `Post ${from + i}` }));
