// What a product offers each viewer, and how the store form becomes the API's fields and multipart form.
import { DEFAULT_PRODUCT_IMAGE } from '@/contracts/products';
import {
  availabilityOf,
  digitalFileProblem,
  emptyProductValues,
  hasPicture,
  mayBuy,
  mayDownload,
  productChanges,
  productFormData,
  sendsFiles,
  type ProductFormValues,
} from '@/components/product/product-rules';
import { productFactory, SELLER_ID } from '../../helpers/content-fixtures';

const FAN = 'fan-1';
const values = (over: Partial<ProductFormValues> = {}): ProductFormValues => ({ ...emptyProductValues, name: ' Presets ', price: 9.95, ...over });

describe('availability', () => {
  it('says digital, in stock or sold out', () => {
    expect(availabilityOf({ type: 'digital', stock: null })).toEqual({ label: 'Digital download', soldOut: false });
    expect(availabilityOf({ type: 'physical', stock: 3 })).toEqual({ label: '3 in stock', soldOut: false });
    expect(availabilityOf({ type: 'physical', stock: 0 })).toEqual({ label: 'Sold out', soldOut: true });
  });
});

describe('who may buy or download', () => {
  it('lets a fan buy an active product in stock, never the owner, and nobody a sold-out one', () => {
    expect(mayBuy(productFactory(), FAN)).toBe(true);
    expect(mayBuy(productFactory(), undefined)).toBe(true);
    expect(mayBuy(productFactory(), SELLER_ID)).toBe(false);
    expect(mayBuy(productFactory({ type: 'physical', stock: 0 }), FAN)).toBe(false);
    expect(mayBuy(productFactory({ status: 'inactive' }), FAN)).toBe(false);
  });

  it('lets buyers and the owner download a digital product with its file, nobody else', () => {
    expect(mayDownload(productFactory(), FAN)).toBe(false);
    expect(mayDownload(productFactory({ isBought: true }), FAN)).toBe(true);
    expect(mayDownload(productFactory(), SELLER_ID)).toBe(true);
    expect(mayDownload(productFactory(), 'admin-1', true)).toBe(true);
    expect(mayDownload(productFactory({ hasDigitalFile: false }), SELLER_ID)).toBe(false);
    expect(mayDownload(productFactory({ type: 'physical', stock: 2, isBought: true }), FAN)).toBe(false);
  });

  it('tells a prepared picture from the placeholder', () => {
    expect(hasPicture(productFactory())).toBe(false);
    expect(hasPicture(productFactory({ image: { url: '/api/files/p.webp', thumbnails: [] } }))).toBe(true);
    expect(DEFAULT_PRODUCT_IMAGE).toBe('/static/product.svg');
  });
});

describe('the store form', () => {
  it('sends stock with physical products only, trimmed text and cleaned tags', () => {
    expect(productChanges(values({ type: 'digital', stock: 4, tags: [' a ', ''] }))).toEqual({
      name: 'Presets',
      description: '',
      tags: ['a'],
      type: 'digital',
      status: 'active',
      price: 9.95,
    });
    expect(productChanges(values({ type: 'physical', stock: 4 })).stock).toBe(4);
  });

  it('puts the fields first, then the picture, and the file only for a digital product', () => {
    const image = new File(['img'], 'pic.png', { type: 'image/png' });
    const file = new File(['zip'], 'pack.zip', { type: 'application/zip' });
    const digital = productFormData(values({ tags: ['x', 'y'] }), { image, digitalFile: file });
    expect([...digital.keys()]).toEqual(['name', 'description', 'tags', 'type', 'status', 'price', 'image', 'digitalFile']);
    expect(digital.get('tags')).toBe('x,y');
    expect(digital.get('price')).toBe('9.95');
    expect((digital.get('digitalFile') as File).name).toBe('pack.zip');

    const physical = productFormData(values({ type: 'physical', stock: 0 }), { digitalFile: file });
    expect(physical.get('stock')).toBe('0');
    expect(physical.has('digitalFile')).toBe(false);
    expect(sendsFiles(values({ type: 'physical' }), { digitalFile: file })).toBe(false);
    expect(sendsFiles(values(), { image })).toBe(true);
  });

  it('asks for the file before a digital product goes on sale', () => {
    const file = new File(['zip'], 'pack.zip');
    expect(digitalFileProblem(values(), {}, false)).toMatch(/Add the file/);
    expect(digitalFileProblem(values(), { digitalFile: file }, false)).toBeNull();
    expect(digitalFileProblem(values(), {}, true)).toBeNull();
    expect(digitalFileProblem(values({ status: 'inactive' }), {}, false)).toBeNull();
    expect(digitalFileProblem(values({ type: 'physical', stock: 1 }), {}, false)).toBeNull();
  });
});
