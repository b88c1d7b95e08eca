// A static page at /page/{slug or id} (about-us, terms-of-service ...), rendered on the server; 404 when
// no published page has that name.
import { itemHttpStatus, loadItem, routeParam, type ItemLoad } from '@/components/common/load-item';
import { PageContainer } from '@/components/common/page-container';
import { StaticPageView } from '@/components/static-page/static-page-view';
import type { StaticPost } from '@/contracts/posts';
import type { AppPage } from '@/lib/page';
import { postService } from '@/services/post.api';
import { visitorHeaders } from '@/services/performer.api';

export interface StaticPageProps {
  load: ItemLoad<StaticPost>;
}

const StaticPage: AppPage<StaticPageProps> = ({ load }) => (
  <PageContainer maxWidth={800}>
    <StaticPageView load={load} />
  </PageContainer>
);

StaticPage.layout = 'primary';

StaticPage.getInitialProps = async (ctx) => {
  const headers = visitorHeaders(ctx.req);
  const load = await loadItem(routeParam(ctx.query.id), (slug) => postService.get(slug, headers));
  if (ctx.res) ctx.res.statusCode = itemHttpStatus(load);
  return { load };
};

export default StaticPage;
