// The API links the site's placeholder pictures absolutely; the client still recognises them.
import { DEFAULT_FEED_THUMBNAIL } from '@/contracts/feeds';
import { isPlaceholderAvatar, isSitePlaceholder } from '@/contracts/media';
import { AVATAR_PLACEHOLDER } from '@/contracts/users';
import { hasPicture } from '@/components/product/product-rules';
import { DEFAULT_PRODUCT_IMAGE } from '@/contracts/products';

describe('placeholder pictures', () => {
  it('are recognised at the site\'s address or as a bare path', () => {
    expect(isSitePlaceholder(`https://fans.example.com${DEFAULT_FEED_THUMBNAIL}`, DEFAULT_FEED_THUMBNAIL)).toBe(true);
    expect(isSitePlaceholder(DEFAULT_FEED_THUMBNAIL, DEFAULT_FEED_THUMBNAIL)).toBe(true);
    expect(isSitePlaceholder('https://fans.example.com/api/files/public/previews/x.webp', DEFAULT_FEED_THUMBNAIL)).toBe(false);
    expect(isSitePlaceholder(null, DEFAULT_FEED_THUMBNAIL)).toBe(false);
  });

  it('an avatar is missing when absent or the placeholder, present when uploaded', () => {
    expect(isPlaceholderAvatar(`http://localhost:3000${AVATAR_PLACEHOLDER}`)).toBe(true);
    expect(isPlaceholderAvatar('')).toBe(true);
    expect(isPlaceholderAvatar('http://localhost:3000/api/files/public/avatars/a.webp')).toBe(false);
  });

  it('a product shows a picture only when it has one of its own', () => {
    expect(hasPicture({ image: { url: `https://fans.example.com${DEFAULT_PRODUCT_IMAGE}`, thumbnails: [] } })).toBe(false);
    expect(hasPicture({ image: { url: 'https://fans.example.com/api/files/public/products/p.webp', thumbnails: [] } })).toBe(true);
  });
});
