// The footer's static page links: from the state the server's bootstrap filled, else one GET /posts/search per
// browser session, kept; a failure is not kept.
import { screen, waitFor } from '@testing-library/react';
import { FooterPageLinks, footerPages, forgetFooterPages } from '@/components/static-page/footer-pages';
import { fail, fakeApi, ok } from '../../helpers/fake-api';
import { initialState, renderWithStore } from '../../helpers/render';

const page = (slug: string, title: string) => ({ _id: `id-${slug}`, slug, title, shortDescription: '', content: '# long text', type: 'page', createdAt: '', updatedAt: '' });

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
  forgetFooterPages();
});

it('asks once and links each page by its slug', async () => {
  api = fakeApi({ 'GET /posts/search': ok({ data: [page('about-us', 'About us'), page('help', 'Help')], total: 2 }) });
  renderWithStore(<FooterPageLinks />);
  renderWithStore(<FooterPageLinks />);
  await waitFor(() => expect(screen.getAllByTestId('footer-page-help')).toHaveLength(2));
  expect(screen.getAllByTestId('footer-page-about-us')[0]).toHaveAttribute('href', '/page/about-us');
  expect(api.calls).toHaveLength(1);
});

it('asks again after a failure', async () => {
  let answer = fail(503, 'Down');
  api = fakeApi({ 'GET /posts/search': () => answer });
  await expect(footerPages()).rejects.toMatchObject({ statusCode: 503 });
  answer = ok({ data: [page('help', 'Help')], total: 1 });
  await expect(footerPages()).resolves.toEqual([{ _id: 'id-help', slug: 'help', title: 'Help' }]);
  expect(api.calls).toHaveLength(2);
});

it('links the pages the server read into the state, and asks the API nothing', async () => {
  api = fakeApi({ 'GET /posts/search': ok({ data: [page('other', 'Other')], total: 1 }) });
  const base = initialState();
  const state = { ...base, ui: { ...base.ui, footerPages: [{ _id: 'id-terms', slug: 'terms', title: 'Terms' }] } };
  renderWithStore(<FooterPageLinks />, { state });
  expect(screen.getByTestId('footer-page-terms')).toHaveAttribute('href', '/page/terms');
  expect(screen.getByTestId('footer-page-terms')).toHaveTextContent('Terms');
  await Promise.resolve();
  expect(api.calls).toHaveLength(0);
  expect(screen.queryByTestId('footer-page-other')).toBeNull();
});

it('an empty list from the server is an answer too: no links, no call', async () => {
  api = fakeApi({ 'GET /posts/search': ok({ data: [page('other', 'Other')], total: 1 }) });
  const base = initialState();
  renderWithStore(<FooterPageLinks />, { state: { ...base, ui: { ...base.ui, footerPages: [] } } });
  await Promise.resolve();
  expect(api.calls).toHaveLength(0);
  expect(screen.queryByTestId('footer-page-other')).toBeNull();
});
