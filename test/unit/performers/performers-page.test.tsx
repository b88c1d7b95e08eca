// The performers directory: its search comes from the address, every change goes back into it, and the
// results are loaded for the page (getInitialProps).
import '../../helpers/browser-globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { NextPageContext } from 'next';
import { lookupService } from '@/services/lookup.api';
import { fakeRouter, renderWithStore } from '../../helpers/render';
import { loadPageProps } from '../../helpers/page-props';
import { fail, fakeApi, ok } from '../../helpers/fake-api';
import { performerFactory } from './fixtures';
import { streamFactory } from '../live/fixtures';
import PerformersPage, { type PerformersPageProps } from '../../../pages/performers';

const luna = performerFactory();
const mia = performerFactory({ _id: '1f5e6a0c-3d2b-4c1a-8e9f-0a1b2c3d4e5f', name: 'Mia', username: 'mia' });
const lookups = {
  'GET /user-additional': ok({
    height: [], weight: [], age: [], bodyType: [], ethnicity: [], butt: [], hair: [], eyes: [],
    gender: [{ value: 'female', text: 'Woman' }, { value: 'male', text: 'Man' }, { value: 'transgender', text: 'Trans' }],
    sexualOrientation: [],
  }),
  'GET /countries/list': ok([{ name: 'France', code: 'FR', capital: 'Paris', region: 'Europe', currency: { code: 'EUR', name: 'Euro', symbol: '€' }, language: { code: 'fr', name: 'French' }, flag: '🇫🇷' }]),
};

let api: ReturnType<typeof fakeApi> | undefined;
beforeEach(() => lookupService.clear());
afterEach(() => api?.restore());

const loadPage = (query: Record<string, string>) => loadPageProps<PerformersPageProps>(PerformersPage, '/performers', query, '/performers');

/** Lets the option lists (answered through promises only) arrive: one macrotask runs them all. */
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

async function renderPage(query: Record<string, string>, result = { data: [luna, mia], total: 2 }) {
  api = fakeApi({ ...lookups, 'GET /performers/user/search': ok(result) });
  const { props } = await loadPage(query);
  const router = fakeRouter('/performers', query);
  const utils = renderWithStore(<PerformersPage {...props} />, { router });
  await settle();
  return { ...utils, props };
}

const pushedQuery = (router: ReturnType<typeof fakeRouter>) => (router.push as jest.Mock).mock.calls.at(-1)?.[0]?.query;
const lookupCalls = () => api!.calls.filter((c) => c.url === '/countries/list' || c.url === '/user-additional').map((c) => c.url);

/** Opens the filter panel (its code loads on first opening) and waits for a control in it. */
async function openFilters(testId: string) {
  await act(async () => {
    fireEvent.click(screen.getByTestId('performer-filters-toggle'));
  });
  return screen.findByTestId(testId);
}

describe('performers directory', () => {
  it('asks the API for the search in the address and shows a card per performer', async () => {
    const { props } = await renderPage({ q: 'star', gender: 'female', isStreaming: 'true', current: '2', bogus: 'x' });
    const search = api!.calls.find((c) => c.url === '/performers/user/search');
    expect(search?.params).toEqual({ q: 'star', gender: 'female', isStreaming: 'true', current: '2' });
    expect(props.search).toEqual({ q: 'star', gender: 'female', isStreaming: true, current: 2 });
    expect(screen.getAllByTestId('performer-card').map((c) => c.getAttribute('data-username'))).toEqual(['luna', 'mia']);
    expect(screen.getByTestId('performers-total')).toHaveTextContent('2 performers');
    expect(screen.getByTestId('performer-search-input')).toHaveValue('star');
  });

  it('puts typed text and prices into the address on Search, back on page 1', async () => {
    const { router } = await renderPage({ current: '3' });
    fireEvent.change(screen.getByTestId('performer-search-input'), { target: { value: '  luna ' } });
    fireEvent.change(await openFilters('performer-filter-maxPrice'), { target: { value: '20' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('performer-search-submit'));
    });
    expect(router.push).toHaveBeenCalledWith({ pathname: '/performers', query: { q: 'luna', maxPrice: '20' } });
  });

  it('applies a picked option at once, labelled from GET /user-additional', async () => {
    const { router } = await renderPage({ hair: 'red' });
    // A filter in the address opens the panel with the page.
    const gender = await screen.findByTestId('performer-filter-gender');
    await act(async () => {
      fireEvent.mouseDown(within(gender).getByRole('combobox'));
    });
    await act(async () => {
      fireEvent.click(await screen.findByTitle('Trans'));
    });
    expect(pushedQuery(router)).toEqual({ hair: 'red', gender: 'transgender' });
  });

  it('reads no option lists with the page, and the countries only when the country filter opens, once', async () => {
    const { router } = await renderPage({});
    // Without filters chosen the panel starts folded, and nothing of it is read yet.
    expect(screen.queryByTestId('performer-filter-country')).toBeNull();
    expect(lookupCalls()).toEqual([]);
    const country = await openFilters('performer-filter-country');
    await settle();
    expect(lookupCalls()).toEqual(['/user-additional']);
    await act(async () => {
      fireEvent.mouseDown(within(country).getByRole('combobox'));
    });
    await act(async () => {
      fireEvent.click(await screen.findByTitle('🇫🇷 France'));
    });
    expect(pushedQuery(router)).toEqual({ country: 'FR' });
    // Opened again: the list is kept.
    await act(async () => {
      fireEvent.mouseDown(within(country).getByRole('combobox'));
    });
    await settle();
    expect(lookupCalls()).toEqual(['/user-additional', '/countries/list']);
  });

  it('applies the flags and the order at once', async () => {
    const { router } = await renderPage({ q: 'x' });
    const free = await openFilters('performer-filter-isFreeSubscription');
    await act(async () => {
      fireEvent.click(free);
    });
    expect(pushedQuery(router)).toEqual({ q: 'x', isFreeSubscription: 'true' });

    // The order is a light button until pressed; the first press loads the picker, open.
    expect(screen.getByTestId('performer-sort')).toHaveTextContent('Best match');
    await act(async () => {
      fireEvent.click(screen.getByTestId('performer-sort'));
    });
    await act(async () => {
      fireEvent.click(await screen.findByTitle('Price: low to high'));
    });
    // The form still holds the ticked box, so the new order keeps it.
    expect(pushedQuery(router)).toEqual({ q: 'x', isFreeSubscription: 'true', sortBy: 'price', sort: 'asc' });
  });

  it('keeps text typed but not yet searched when a filter is picked', async () => {
    const { router } = await renderPage({});
    fireEvent.change(screen.getByTestId('performer-search-input'), { target: { value: 'acoustic' } });
    const live = await openFilters('performer-filter-isStreaming');
    await act(async () => {
      fireEvent.click(live);
    });
    expect(pushedQuery(router)).toEqual({ q: 'acoustic', isStreaming: 'true' });
  });

  it('pages through the results', async () => {
    const { router } = await renderPage({ gender: 'male' }, { data: [luna], total: 30 });
    // Each page is a real link to its address.
    expect(screen.getByTitle('3')).toHaveAttribute('href', '/performers?gender=male&current=3');
    expect(screen.getByTitle('1')).toHaveAttribute('aria-current', 'page');
    await act(async () => {
      fireEvent.click(screen.getByTitle('2'));
    });
    expect(pushedQuery(router)).toEqual({ gender: 'male', current: '2' });
  });

  it('says when nothing matches and offers to clear the search', async () => {
    const { router } = await renderPage({ q: 'zzz', country: 'FR', sortBy: 'popular' }, { data: [], total: 0 });
    expect(screen.getByTestId('performers-empty')).toHaveTextContent('No performers match your search.');
    await act(async () => {
      fireEvent.click(screen.getByTestId('performers-clear-all'));
    });
    expect(pushedQuery(router)).toEqual({ sortBy: 'popular' });
  });

  it('has who is live in the server\'s render, and the browser does not read it again', async () => {
    api = fakeApi({ ...lookups, 'GET /performers/user/search': ok({ data: [luna], total: 1 }), 'GET /streaming/user/search': ok({ data: [streamFactory()], total: 1 }) });
    const req = { headers: {}, socket: { remoteAddress: '81.2.69.142' } } as unknown as NextPageContext['req'];
    const { props } = await loadPageProps<PerformersPageProps>(PerformersPage, '/performers', {}, '/performers', { req });
    expect(props.live).toHaveLength(1);
    renderWithStore(<PerformersPage {...props} />, { router: fakeRouter('/performers', {}) });
    // In the first render: nothing below it moves when the page comes alive.
    expect(screen.getByTestId('live-now-strip')).toBeInTheDocument();
    await settle();
    expect(api.calls.filter((c) => c.url === '/streaming/user/search')).toHaveLength(1);
  });

  it('shows the failure and answers 503 when the search fails', async () => {
    api = fakeApi({ ...lookups, 'GET /performers/user/search': fail(500, 'Search is resting.') });
    const { props, status } = await loadPage({});
    expect(status).toBe(503);
    renderWithStore(<PerformersPage {...props} />);
    await settle();
    expect(screen.getByText('We could not load performers')).toBeInTheDocument();
    expect(screen.getByText('Search is resting.')).toBeInTheDocument();
  });
});
