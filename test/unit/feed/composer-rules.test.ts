// The composer's checks and the bodies it sends, against the contracts' own rules.
import { createFeedBody, createPollBody } from '@/contracts/feeds';
import {
  contentError,
  emptyFiles,
  feedBodyOf,
  POLL_EXPIRY_IN_PAST,
  POLL_EXPIRY_REQUIRED,
  pollBodyOf,
  pollExpiryError,
  pollOptionsError,
  PRICE_REQUIRED,
  priceError,
  SCHEDULE_IN_PAST,
  scheduleError,
  TEXT_REQUIRED,
} from '@/components/feed/composer-rules';
import { fileFactory } from '../../helpers/content-fixtures';

const at = (iso: string) => {
  const d = new Date(iso);
  return { toISOString: () => d.toISOString(), valueOf: () => d.getTime() };
};
const NOW = Date.parse('2026-11-21T12:00:00Z');

describe('composer rules', () => {
  it('needs a valid price only for posts for sale', () => {
    expect(priceError('sale', null)).toBe(PRICE_REQUIRED);
    expect(priceError('sale', undefined)).toBe(PRICE_REQUIRED);
    expect(priceError('sale', 0)).toBe('Price must be more than 0');
    expect(priceError('sale', 4.999)).toBe('Price can have at most two decimals');
    expect(priceError('sale', 4.99)).toBeNull();
    expect(priceError('free', null)).toBeNull();
    expect(priceError('subscribers', undefined)).toBeNull();
  });

  it('needs at least two filled poll options, ignoring blank ones', () => {
    expect(pollOptionsError(['Beach', '  '])).toBe('A poll needs at least 2 options');
    expect(pollOptionsError([undefined, 'City'])).toBe('A poll needs at least 2 options');
    expect(pollOptionsError(['Beach', ' City '])).toBeNull();
    expect(pollOptionsError(Array.from({ length: 11 }, (_, i) => `o${i}`))).toBe('A poll can have at most 10 options');
  });

  it('accepts no schedule or a future one, and refuses the past and now', () => {
    expect(scheduleError(null, NOW)).toBeNull();
    expect(scheduleError(at('2026-11-21T12:05:00Z'), NOW)).toBeNull();
    expect(scheduleError(at('2026-11-21T12:00:00Z'), NOW)).toBe(SCHEDULE_IN_PAST);
    expect(scheduleError(at('2026-11-20T12:00:00Z'), NOW)).toBe(SCHEDULE_IN_PAST);
    expect(pollExpiryError(null, NOW)).toBe(POLL_EXPIRY_REQUIRED);
    expect(pollExpiryError(at('2026-11-21T11:00:00Z'), NOW)).toBe(POLL_EXPIRY_IN_PAST);
    expect(pollExpiryError(at('2026-11-22T11:00:00Z'), NOW)).toBeNull();
  });

  it('needs text for a text post and the main media for a media post', () => {
    const files = emptyFiles();
    expect(contentError({ type: 'text', text: '   ' }, files)).toBe(TEXT_REQUIRED);
    expect(contentError({ type: 'text', text: 'Hi' }, files)).toBeNull();
    expect(contentError({ type: 'photo' }, { ...files, thumbnail: [fileFactory()] })).toBe('Add at least one photo');
    expect(contentError({ type: 'video' }, files)).toBe('Add a video');
    expect(contentError({ type: 'audio' }, files)).toBe('Add a recording');
    expect(contentError({ type: 'video' }, { ...files, video: [fileFactory({ type: 'feed-video' })] })).toBeNull();
    expect(contentError({ type: 'poll' }, files)).toBeNull();
  });

  it('builds bodies the API schemas accept, sending only the chosen type’s files', () => {
    const id = (n: number) => `0b8e1f0e-6f4a-4c1e-9d2a-00000000000${n}`;
    const files = {
      ...emptyFiles(),
      photo: [fileFactory({ _id: id(1) })],
      video: [fileFactory({ _id: id(2), type: 'feed-video' })],
      thumbnail: [fileFactory({ _id: id(3), type: 'feed-thumbnail' })],
      teaser: [fileFactory({ _id: id(4), type: 'feed-teaser' })],
    };
    const video = feedBodyOf(
      { type: 'video', text: ' Watch ', access: 'sale', price: 4.99, textIsTeaser: true, scheduledAt: at('2026-12-01T18:00:00Z'), isPinned: true },
      files,
      null,
    );
    expect(video).toEqual({
      type: 'video',
      text: 'Watch',
      access: 'sale',
      price: 4.99,
      textIsTeaser: true,
      fileIds: [id(2)],
      thumbnailId: id(3),
      teaserId: id(4),
      pollId: null,
      scheduledAt: '2026-12-01T18:00:00.000Z',
      isPinned: true,
    });
    expect(createFeedBody.safeParse(video).success).toBe(true);

    // A free post's text is everyone's: a teaser box ticked before switching to free is not sent.
    const free = feedBodyOf({ type: 'photo', access: 'free', price: 3, textIsTeaser: true }, files, null);
    expect(free).toMatchObject({ fileIds: [id(1)], price: null, textIsTeaser: false, teaserId: null, scheduledAt: null });
    expect(feedBodyOf({ type: 'text', text: 'Hi', access: 'subscribers' }, files, null).textIsTeaser).toBe(false);
    expect(createFeedBody.safeParse(free).success).toBe(true);

    const poll = pollBodyOf({ type: 'poll', access: 'free', pollDescription: ' Next? ', pollOptions: ['A', ' ', 'B '], pollExpiresAt: at('2026-12-01T00:00:00Z') });
    expect(poll).toEqual({ description: 'Next?', options: ['A', 'B'], expiresAt: '2026-12-01T00:00:00.000Z' });
    expect(createPollBody.safeParse(poll).success).toBe(true);
  });
});
