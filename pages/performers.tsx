// The performers directory: search, filters and order kept in the address; the
// first page is rendered on the server with the visitor's session and address.
import { PageContainer } from '@/components/common/page-container';
import { PageHead } from '@/components/common/page-head';
import { loadPerformers, type DirectoryLoad } from '@/components/performers/load-performers';
import { PerformersDirectory } from '@/components/performers/performers-directory';
import { parseSearch, type PerformerSearch } from '@/components/performers/search-query';
import type { AppPage } from '@/lib/page';
import { visitorHeaders } from '@/services/performer.api';

export interface PerformersPageProps {
  search: PerformerSearch;
  load: DirectoryLoad;
}

const PerformersPage: AppPage<PerformersPageProps> = ({ search, load }) => (
  <PageContainer maxWidth={1200}>
    <PageHead title="Performers" description="Browse and search creators: filter by category, country and more, then follow and subscribe to the ones you like." />
    <PerformersDirectory search={search} load={load} />
  </PageContainer>
);

PerformersPage.layout = 'primary';

PerformersPage.getInitialProps = async (ctx) => {
  const search = parseSearch(ctx.query);
  const load = await loadPerformers(search, visitorHeaders(ctx.req));
  if (ctx.res && load.state === 'error') ctx.res.statusCode = 503;
  return { search, load };
};

export default PerformersPage;
