// The performers directory: who is live now, the search form, the result cards, paging, and an empty state.
// The search lives in the address, so every change is a navigation the page loads its results for.
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { DEFAULT_PAGE_SIZE } from '@/contracts/shell-values';
import type { StreamSession } from '@/contracts/streams';
import { PlainFlex } from '@/components/common/plain-flex';
import { Heading, Muted } from '@/components/common/plain-text';
import { token } from '@/components/common/plain-tokens';
import { LiveNowStrip } from '@/components/live/live-now-strip';
import type { DirectoryLoad } from './load-performers';
import { Pager } from './pager';
import { PerformerGrid } from './performer-grid';
import { SearchFilters } from './search-filters';
import { changeSearch, clearFilters, hasFilters, toUrlQuery, type PerformerSearch } from './search-query';

export const DIRECTORY_PATH = '/performers';

// The failure and the empty result are rare: each is a chunk of its own, loaded only when shown.
const DirectoryError = dynamic(() => import('./directory-error').then((m) => m.DirectoryError));
const DirectoryEmpty = dynamic(() => import('./directory-empty').then((m) => m.DirectoryEmpty));

export interface PerformersDirectoryProps {
  search: PerformerSearch;
  load: DirectoryLoad;
  /** Who is live, read with the page on the server (the strip reads it itself when not given). */
  live?: StreamSession[];
}

/** The address of a search, as a link. */
export function directoryHref(search: PerformerSearch): string {
  const query = new URLSearchParams(toUrlQuery(search)).toString();
  return query ? `${DIRECTORY_PATH}?${query}` : DIRECTORY_PATH;
}

export function PerformersDirectory({ search, load, live }: PerformersDirectoryProps) {
  const router = useRouter();
  const go = (next: PerformerSearch) => void router.push({ pathname: DIRECTORY_PATH, query: toUrlQuery(next) });
  const onChange = (change: Partial<PerformerSearch>) => go(changeSearch(search, change));
  const onClear = () => go(clearFilters(search));
  const clearAll = () => go(clearFilters({ ...search, q: undefined }));

  return (
    <PlainFlex vertical gap={16}>
      <Heading level={2}>Performers</Heading>
      <LiveNowStrip initial={live} />
      <SearchFilters search={search} onChange={onChange} onClear={onClear} />
      {load.state === 'error' ? (
        <DirectoryError message={load.message} onRetry={() => go(search)} />
      ) : load.result.data.length === 0 ? (
        <DirectoryEmpty filtered={hasFilters(search)} onClearAll={clearAll} />
      ) : (
        <>
          <Muted data-testid="performers-total">{load.result.total === 1 ? '1 performer' : `${load.result.total} performers`}</Muted>
          <PerformerGrid performers={load.result.data} />
          <Pager
            current={search.current ?? 1}
            pageSize={search.pageSize ?? DEFAULT_PAGE_SIZE}
            total={load.result.total}
            hrefOf={(current) => directoryHref(changeSearch(search, { current }))}
            onChange={(current) => onChange({ current })}
            style={{ marginTop: token.marginSM }}
          />
        </>
      )}
    </PlainFlex>
  );
}
