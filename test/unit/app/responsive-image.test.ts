// srcset of photos kept at several sizes (src/components/common/responsive-image.ts).
import { photoSrcSet } from '@/components/common/responsive-image';

test('a large photo lists its two thumbnails and itself at their widths', () => {
  expect(photoSrcSet({ url: '/l.webp', thumbnails: ['/t.webp', '/m.webp'], width: 1920, height: 1280 })).toBe('/t.webp 320w, /m.webp 960w, /l.webp 1920w');
  // Portrait: the longest side is the height.
  expect(photoSrcSet({ url: '/l.webp', thumbnails: ['/t.webp', '/m.webp'], width: 1080, height: 1920 })).toBe('/t.webp 180w, /m.webp 540w, /l.webp 1080w');
});

test('a small photo, which no size enlarges, is listed once per width; without sizes there is no srcset', () => {
  expect(photoSrcSet({ url: '/l.webp', thumbnails: ['/t.webp', '/m.webp'], width: 200, height: 100 })).toBe('/t.webp 200w');
  expect(photoSrcSet({ url: '/l.webp', thumbnails: ['/t.webp', '/m.webp'], width: null, height: null })).toBeUndefined();
  expect(photoSrcSet({ url: null, thumbnails: [], width: 10, height: 10 })).toBeUndefined();
});
