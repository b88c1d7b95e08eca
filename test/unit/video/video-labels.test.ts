// The labels beside a video's picture.
import { accessLabel, formatDuration, performerPath, videoPath, viewsLabel } from '@/components/video/video-labels';
import { videoFactory } from '../../helpers/content-fixtures';

describe('video labels', () => {
  it('formats lengths as a player does', () => {
    expect(formatDuration(5)).toBe('0:05');
    expect(formatDuration(62.4)).toBe('1:02');
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(formatDuration(null)).toBe('');
    expect(formatDuration(Number.NaN)).toBe('');
  });

  it('names who may watch, with the price of a video for sale', () => {
    expect(accessLabel({ access: 'free', price: null })).toBe('Free');
    expect(accessLabel({ access: 'subscribers', price: null })).toBe('Subscribers');
    expect(accessLabel({ access: 'sale', price: 4.5 })).toBe('$4.50');
  });

  it('links the video and its performer, and counts views', () => {
    expect(videoPath('a b')).toBe('/video/a%20b');
    expect(performerPath(videoFactory())).toBe('/mia');
    expect(performerPath(videoFactory({ performer: { ...videoFactory().performer, username: null } }))).toBe(`/${videoFactory().performerId}`);
    expect([viewsLabel(1), viewsLabel(1234)]).toEqual(['1 view', '1,234 views']);
  });
});
