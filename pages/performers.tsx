// The performers directory: search, filters and order kept in the address; the
// first page is rendered on the server with the visitor's session and address.
import { PageContainer } from '@/components/common/page-column';
import { PageHead } from '@/components/common/page-head';
import { LIVE_NOW_COUNT } from '@/components/live/live-now-strip';
import { loadPerformers, type DirectoryLoad } from '@/components/performers/load-performers';
import { PerformersDirectory } from '@/components/performers/performers-directory';
import { parseSearch, type PerformerSearch } from '@/components/performers/search-query';
import type { StreamSession } from '@/contracts/streams';
import type { AppPage } from '@/lib/page';
import { visitorHeaders } from '@/services/performer.api';
import { streamingService } from '@/services/streaming.api';

export interface PerformersPageProps {
  search: PerformerSearch;
  load: DirectoryLoad;
  /** Who is live, read on the server with the first page (the "Live now" strip is then in the first render). */
  live?: StreamSession[];
}

const PerformersPage: AppPage<PerformersPageProps> = ({ search, load, live }) => (
  <PageContainer maxWidth={1200}>
    <PageHead title="Performers" description="Browse and search creators: filter by category, country and more, then follow and subscribe to the ones you like." />
    <PerformersDirectory search={search} load={load} live={live} />
  </PageContainer>
);

PerformersPage.layout = 'primary';

/** The live sessions for the strip; a failure shows no strip, as it does in the browser. */
const loadLive = (headers?: Record<string, string>) =>
  streamingService
    .search({ pageSize: LIVE_NOW_COUNT }, headers)
    .then((res) => res.data.data)
    .catch(() => [] as StreamSession[]);

PerformersPage.getInitialProps = async (ctx) => {
  const search = parseSearch(ctx.query);
  const headers = visitorHeaders(ctx.req);
  // In the browser (a new search) the strip already on the page stays as it is.
  const [load, live] = await Promise.all([loadPerformers(search, headers), ctx.req ? loadLive(headers) : undefined]);
  if (ctx.res && load.state === 'error') ctx.res.statusCode = 503;
  return live ? { search, load, live } : { search, load };
};

export default PerformersPage;
