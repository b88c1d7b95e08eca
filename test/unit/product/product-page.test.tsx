// /product/[id] (404 when missing; the Buy button with the price for fans, Download for the owner and
// buyers, which fetches the signed link and hands it to the browser) and /page/[id] (a static page).
import '../../helpers/browser-globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { NextPageContext } from 'next';
import { PRODUCT_NOT_FOUND } from '@/components/product/product-view';
import { PAGE_NOT_FOUND } from '@/components/static-page/static-page-view';
import { fail, fakeApi, ok } from '../../helpers/fake-api';
import { renderWithStore } from '../../helpers/render';
import { currentUserFactory } from '../../helpers/current-user';
import { productFactory, SELLER_ID } from '../../helpers/content-fixtures';
import ProductPage, { type ProductPageProps } from '../../../pages/product/[id]';
import StaticPage, { type StaticPageProps } from '../../../pages/page/[id]';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
});

async function initialProps<P>(page: { getInitialProps?: (ctx: NextPageContext) => P | Promise<P> }, id: string) {
  const res = { statusCode: 200 } as NextPageContext['res'] & { statusCode: number };
  const props = await page.getInitialProps!({ query: { id }, res } as unknown as NextPageContext);
  return { props, status: res.statusCode };
}

describe('/product/[id]', () => {
  it('shows a fan the price on the Buy button and no Download', async () => {
    api = fakeApi({ 'GET /performer-assets/products/prod-1': ok(productFactory()) });
    const { props, status } = await initialProps<ProductPageProps>(ProductPage, 'prod-1');
    expect(status).toBe(200);
    renderWithStore(<ProductPage {...props} />, { user: currentUserFactory({ _id: 'fan-1' }) });
    expect(screen.getByTestId('product-name')).toHaveTextContent('Sunset presets');
    expect(screen.getByTestId('product-availability')).toHaveTextContent('Digital download');
    expect(screen.getByTestId('product-buy')).toHaveTextContent('Buy for $9.95');
    expect(screen.queryByTestId('product-download')).toBeNull();
    expect(screen.getByTestId('product-performer')).toHaveAttribute('href', '/zoe');
  });

  it('shows "Sold out" instead of Buy for a physical product without stock', async () => {
    api = fakeApi({ 'GET /performer-assets/products/prod-1': ok(productFactory({ type: 'physical', stock: 0, hasDigitalFile: false })) });
    const { props } = await initialProps<ProductPageProps>(ProductPage, 'prod-1');
    renderWithStore(<ProductPage {...props} />);
    expect(screen.getByTestId('product-availability')).toHaveTextContent('Sold out');
    expect(screen.getByTestId('product-sold-out')).toBeDisabled();
    expect(screen.queryByTestId('product-buy')).toBeNull();
  });

  it('gives the owner Download, which asks for the signed link and saves it under its name', async () => {
    api = fakeApi({
      'GET /performer-assets/products/prod-1': ok(productFactory()),
      'GET /performer-assets/products/prod-1/download-link': ok({ downloadLink: '/api/files/private/x.zip?sig=1', expiresAt: '2099-01-01T00:00:00.000Z', fileName: 'presets.zip' }),
    });
    const { props } = await initialProps<ProductPageProps>(ProductPage, 'prod-1');
    const clicked: { href: string; download: string }[] = [];
    const spy = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    try {
      renderWithStore(<ProductPage {...props} />, { user: currentUserFactory({ _id: SELLER_ID, isPerformer: true }) });
      expect(screen.queryByTestId('product-buy')).toBeNull();
      await act(async () => {
        fireEvent.click(screen.getByTestId('product-download'));
      });
      await waitFor(() => expect(clicked).toEqual([{ href: '/api/files/private/x.zip?sig=1', download: 'presets.zip' }]));
    } finally {
      spy.mockRestore();
    }
  });

  it('answers 404 with the not-found page when the product is missing or hidden', async () => {
    api = fakeApi({ 'GET /performer-assets/products/gone': fail(404, 'This product does not exist.') });
    const { props, status } = await initialProps<ProductPageProps>(ProductPage, 'gone');
    expect(status).toBe(404);
    renderWithStore(<ProductPage {...props} />);
    expect(await screen.findByTestId('product-not-found')).toHaveTextContent(PRODUCT_NOT_FOUND);
  });
});

describe('/page/[id]', () => {
  it('shows the title and the rendered content', async () => {
    const page = { _id: 'p1', slug: 'help', title: 'Help', shortDescription: '', content: '## Getting started\n\nRead **this**.', type: 'page', createdAt: '', updatedAt: '' };
    api = fakeApi({ 'GET /posts/help': ok(page) });
    const { props, status } = await initialProps<StaticPageProps>(StaticPage, 'help');
    expect(status).toBe(200);
    const { container } = renderWithStore(<StaticPage {...props} />);
    expect(screen.getByTestId('static-page-title')).toHaveTextContent('Help');
    expect(container.querySelector('h2')).toHaveTextContent('Getting started');
    expect(container.querySelector('strong')).toHaveTextContent('this');
  });

  it('answers 404 for a page that does not exist', async () => {
    api = fakeApi({ 'GET /posts/nope': fail(404, 'This page does not exist.') });
    const { props, status } = await initialProps<StaticPageProps>(StaticPage, 'nope');
    expect(status).toBe(404);
    renderWithStore(<StaticPage {...props} />);
    // The not-found view loads on demand (server-rendered, where every on-demand module is loaded before pages render).
    expect(await screen.findByTestId('static-page-not-found')).toHaveTextContent(PAGE_NOT_FOUND);
  });
});
