// The performers directory: its search comes from the address, every change goes back into it, and the
// results are loaded for the page (getInitialProps).
import '../../helpers/browser-globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { lookupService } from '@/services/lookup.api';
import { fakeRouter, renderWithStore } from '../../helpers/render';
import { loadPageProps } from '../../helpers/page-props';
import { fail, fakeApi, ok } from '../../helpers/fake-api';
import { performerFactory } from './fixtures';
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
    fireEvent.change(screen.getByTestId('performer-filter-maxPrice'), { target: { value: '20' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('performer-search-submit'));
    });
    expect(router.push).toHaveBeenCalledWith({ pathname: '/performers', query: { q: 'luna', maxPrice: '20' } });
  });

  it('applies a picked option at once, labelled from GET /user-additional', async () => {
    const { router } = await renderPage({ hair: 'red' });
    const gender = screen.getByTestId('performer-filter-gender');
    await act(async () => {
      fireEvent.mouseDown(within(gender).getByRole('combobox'));
    });
    await act(async () => {
      fireEvent.click(await screen.findByTitle('Trans'));
    });
    expect(pushedQuery(router)).toEqual({ hair: 'red', gender: 'transgender' });
  });

  it('offers countries with their flags from GET /countries/list', async () => {
    const { router } = await renderPage({});
    // Without filters chosen the panel starts folded.
    await act(async () => {
      fireEvent.click(screen.getByTestId('performer-filters-toggle'));
    });
    await act(async () => {
      fireEvent.mouseDown(within(screen.getByTestId('performer-filter-country')).getByRole('combobox'));
    });
    await act(async () => {
      fireEvent.click(await screen.findByTitle('🇫🇷 France'));
    });
    expect(pushedQuery(router)).toEqual({ country: 'FR' });
  });

  it('applies the flags and the order at once', async () => {
    const { router } = await renderPage({ q: 'x' });
    await act(async () => {
      fireEvent.click(screen.getByTestId('performer-filter-isFreeSubscription'));
    });
    expect(pushedQuery(router)).toEqual({ q: 'x', isFreeSubscription: 'true' });

    await act(async () => {
      fireEvent.mouseDown(within(screen.getByTestId('performer-sort')).getByRole('combobox'));
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
    await act(async () => {
      fireEvent.click(screen.getByTestId('performer-filter-isStreaming'));
    });
    expect(pushedQuery(router)).toEqual({ q: 'acoustic', isStreaming: 'true' });
  });

  it('pages through the results', async () => {
    const { router } = await renderPage({ gender: 'male' }, { data: [luna], total: 30 });
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
