// Products as the store API answers them, for the store component tests.
import { DEFAULT_PRODUCT_IMAGE, type Product } from '@/contracts/products';

export const SELLER_ID = '5d7f2a10-3c1b-4e8a-9f21-6a0b7c9d8e11';

export function productFactory(overrides: Partial<Product> = {}): Product {
  return {
    _id: 'prod-1',
    performerId: SELLER_ID,
    performer: { _id: SELLER_ID, name: 'Zoe Lane', username: 'zoe', avatar: '/static/no-avatar.png' },
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
    isLiked: false,
    isBookmarked: false,
    isBought: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
