// /creator/my-store: the own products table with filters in the address, adding a digital product as one
// multipart form (fields, picture and file), editing without files as JSON, and deleting after confirming.
import '../../helpers/browser-globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MyStore, PRODUCT_DELETED } from '@/components/product/my-store';
import { PRODUCT_ADDED } from '@/components/product/product-form-modal';
import type { Product } from '@/contracts/products';
import { fakeApi, ok, type FakeCall } from '../../helpers/fake-api';
import { click, fakeRouter, renderWithStore } from '../../helpers/render';
import { currentUserFactory, expectPerformerOnlyPage } from '../../helpers/current-user';
import { productFactory, SELLER_ID } from '../../helpers/content-fixtures';
import MyStorePage from '../../../pages/creator/my-store';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
});

const performer = currentUserFactory({ _id: SELLER_ID, isPerformer: true, username: 'zoe' });
const rowIds = () => screen.queryAllByTestId('my-store-row').map((r) => r.getAttribute('data-product-id'));

it('is for logged-in performers only', () => expectPerformerOnlyPage(MyStorePage));

it('asks for the filters and page in the address', async () => {
  api = fakeApi({ 'GET /performer/performer-assets/products/search': ok({ data: [productFactory()], total: 1 }) });
  renderWithStore(<MyStore />, { user: performer, router: fakeRouter('/creator/my-store', { type: 'digital', status: 'active', q: 'preset', current: '2', pageSize: '10' }) });
  await waitFor(() => expect(rowIds()).toEqual(['prod-1']));
  expect(api.calls[0]!.params).toMatchObject({ type: 'digital', status: 'active', q: 'preset', current: '2', pageSize: '10' });
});

it('adds a digital product with its picture and file in one multipart form, then lists it', async () => {
  let products: Product[] = [];
  let sent: FormData | null = null;
  api = fakeApi({
    'GET /performer/performer-assets/products/search': () => ok({ data: products, total: products.length }),
    'POST /performer/performer-assets/products': (call: FakeCall) => {
      sent = call.body as FormData;
      const created = productFactory({ _id: 'new-1', name: String(sent.get('name')) });
      products = [created];
      return ok(created);
    },
  });
  renderWithStore(<MyStore />, { user: performer, router: fakeRouter('/creator/my-store') });
  await waitFor(() => expect(api!.calls).toHaveLength(1));

  await click(screen.getByTestId('my-store-add'));
  fireEvent.change(await screen.findByTestId('product-name-input'), { target: { value: 'Brush pack' } });
  fireEvent.change(screen.getByTestId('product-price-input'), { target: { value: '4.5' } });
  const picture = new File(['png'], 'cover.png', { type: 'image/png' });
  const pack = new File(['zip'], 'brushes.zip', { type: 'application/zip' });
  fireEvent.change(screen.getByTestId('product-image-input'), { target: { files: [picture] } });
  fireEvent.change(screen.getByTestId('product-file-input'), { target: { files: [pack] } });
  expect(screen.getByTestId('product-file-input-chosen')).toHaveTextContent('brushes.zip');
  await click(screen.getByTestId('product-form-save'));

  expect(await screen.findByText(PRODUCT_ADDED)).toBeInTheDocument();
  await waitFor(() => expect(rowIds()).toEqual(['new-1']));
  const form = sent as unknown as FormData;
  expect(form.get('name')).toBe('Brush pack');
  expect(form.get('price')).toBe('4.5');
  expect(form.get('type')).toBe('digital');
  expect(form.has('stock')).toBe(false);
  expect((form.get('image') as File).name).toBe('cover.png');
  expect((form.get('digitalFile') as File).name).toBe('brushes.zip');
  // The picture is still being prepared: the row says so.
  expect(within(screen.getByTestId('my-store-row')).getByTestId('my-store-picture-preparing')).toBeInTheDocument();
});

it('refuses to put a digital product on sale without its file, before sending anything', async () => {
  api = fakeApi({ 'GET /performer/performer-assets/products/search': ok({ data: [], total: 0 }) });
  renderWithStore(<MyStore />, { user: performer, router: fakeRouter('/creator/my-store') });
  await click(screen.getByTestId('my-store-add'));
  fireEvent.change(await screen.findByTestId('product-name-input'), { target: { value: 'Brush pack' } });
  fireEvent.change(screen.getByTestId('product-price-input'), { target: { value: '4.5' } });
  await click(screen.getByTestId('product-form-save'));
  expect(await screen.findByText(/Add the file buyers download/)).toBeInTheDocument();
  expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
});

it('edits without files as JSON and deletes after confirming', async () => {
  let product = productFactory({ type: 'physical', stock: 5, hasDigitalFile: false });
  let deleted = false;
  api = fakeApi({
    'GET /performer/performer-assets/products/search': () => ok({ data: deleted ? [] : [product], total: deleted ? 0 : 1 }),
    'PUT /performer/performer-assets/products/prod-1': (call: FakeCall) => {
      product = { ...product, ...(call.body as Partial<Product>) };
      return ok(product);
    },
    'DELETE /performer/performer-assets/products/prod-1': () => {
      deleted = true;
      return ok({ deleted: true });
    },
  });
  renderWithStore(<MyStore />, { user: performer, router: fakeRouter('/creator/my-store') });
  await waitFor(() => expect(rowIds()).toEqual(['prod-1']));

  await click(screen.getByTestId('my-store-edit'));
  fireEvent.change(await screen.findByTestId('product-stock-input'), { target: { value: '0' } });
  await click(screen.getByTestId('product-form-save'));
  await waitFor(() => expect(api!.calls.some((c) => c.method === 'PUT')).toBe(true));
  const put = api.calls.find((c) => c.method === 'PUT')!;
  expect(put.body).toEqual({ name: 'Sunset presets', description: 'Ten colour presets.', tags: ['presets'], type: 'physical', status: 'active', price: 9.95, stock: 0 });

  await click(await screen.findByTestId('my-store-delete'));
  await click(await screen.findByTestId('my-store-delete-confirm'));
  expect(await screen.findByText(PRODUCT_DELETED)).toBeInTheDocument();
  await waitFor(() => expect(rowIds()).toEqual([]));
});
