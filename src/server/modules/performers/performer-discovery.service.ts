// What fans browse: search, random picks, the top list and one profile by id or username. Only
// performers the viewer may see appear (performer-visibility.ts); everyone gets the public shape.
import { DEFAULT_PAGE_SIZE, type List } from '@/contracts/common';
import { performerOptionFields } from '@/contracts/performer-options';
import type { PerformerSearchQuery, PublicPerformer } from '@/contracts/performers';
import { toMinor } from '@/lib/money';
import { notFound, unprocessable } from '../../http/errors';
import type { SettingsService } from '../settings/settings.service';
import type { PerformerSearchFilters, PerformerSearchPage, PerformerSearchRepo } from './performer-search.repo';
import type { Viewer } from './performer-visibility';
import { loadSiteTerms } from './performer-profile.service';
import type { PerformerPresenter } from './performers.presenter';
import type { PerformersRepo, ViewedPerformer } from './performers.repo';

export const SAMPLE_SIZE = 12;

export const performerNotFound = () => notFound('This performer does not exist or is no longer available.');

function filtersOf(query: PerformerSearchQuery): PerformerSearchFilters {
  if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
    throw unprocessable('minPrice cannot be more than maxPrice. Swap them or widen the range.');
  }
  return {
    q: query.q || undefined,
    options: Object.fromEntries(performerOptionFields.map((field) => [field, query[field]])),
    country: query.country,
    minPrice: query.minPrice === undefined ? undefined : toMinor(query.minPrice),
    maxPrice: query.maxPrice === undefined ? undefined : toMinor(query.maxPrice),
    isFreeSubscription: query.isFreeSubscription,
    isStreaming: query.isStreaming,
  };
}

/** Relevance leads when there is text to rank by, the newest otherwise; price goes cheapest first. */
function pageOf(query: PerformerSearchQuery): PerformerSearchPage {
  const limit = query.limit ?? query.pageSize ?? DEFAULT_PAGE_SIZE;
  const offset = query.offset ?? ((query.current ?? 1) - 1) * limit;
  const sortBy = query.sortBy ?? (query.q ? 'relevance' : 'latest');
  return { limit, offset, sortBy, sort: query.sort ?? (sortBy === 'price' ? 'asc' : 'desc') };
}

export function createPerformerDiscoveryService(deps: {
  performersRepo: PerformersRepo;
  searchRepo: PerformerSearchRepo;
  presenter: PerformerPresenter;
  settings: Pick<SettingsService, 'get'>;
}) {
  const { presenter, settings } = deps;

  /** Public shapes of performers already filtered for their viewer (lists of other modules use this too). */
  async function present(rows: ViewedPerformer[]): Promise<PublicPerformer[]> {
    const site = await loadSiteTerms(settings);
    return rows.map((row) => presenter.publicPerformer(row, site));
  }

  async function search(query: PerformerSearchQuery, viewer: Viewer): Promise<List<PublicPerformer>> {
    const filters = filtersOf(query);
    const { freeTrialsEnabled } = await loadSiteTerms(settings);
    const { rows, total } = await deps.searchRepo.search(filters, pageOf(query), viewer, freeTrialsEnabled);
    return { data: await present(rows), total };
  }

  async function sample(kind: 'random' | 'top', limit: number | undefined, viewer: Viewer): Promise<List<PublicPerformer>> {
    const rows = await deps.searchRepo[kind](limit ?? SAMPLE_SIZE, viewer);
    return { data: await present(rows), total: rows.length };
  }

  async function view(idOrUsername: string, viewer: Viewer): Promise<PublicPerformer> {
    const row = await deps.performersRepo.findVisible(idOrUsername, viewer);
    if (!row) throw performerNotFound();
    const [performer] = await present([row]);
    return performer;
  }

  return {
    present,
    search,
    random: (limit: number | undefined, viewer: Viewer) => sample('random', limit, viewer),
    top: (limit: number | undefined, viewer: Viewer) => sample('top', limit, viewer),
    view,
    isVisible: (performerId: string, viewer: Viewer) => deps.performersRepo.isVisible(performerId, viewer),
  };
}
export type PerformerDiscoveryService = ReturnType<typeof createPerformerDiscoveryService>;
