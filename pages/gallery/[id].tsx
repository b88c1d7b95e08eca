// One gallery at /gallery/{id}, rendered on the server for the visitor (their session and address decide
// what they may see); 404 when it is missing or not visible to them.
import { withAntdTheme } from '@/components/app/with-antd-theme';
import { PageContainer } from '@/components/common/page-column';
import { itemHttpStatus, routeParam } from '@/components/common/load-item';
import { GalleryView } from '@/components/gallery/gallery-view';
import { loadGallery, type GalleryLoad } from '@/components/gallery/load-gallery';
import type { AppPage } from '@/lib/page';
import { visitorHeaders } from '@/services/performer.api';

export interface GalleryPageProps {
  load: GalleryLoad;
}

const GalleryPage: AppPage<GalleryPageProps> = ({ load }) => (
  <PageContainer maxWidth={960}>
    <GalleryView load={load} />
  </PageContainer>
);

GalleryPage.layout = 'primary';

GalleryPage.getInitialProps = async (ctx) => {
  const load = await loadGallery(routeParam(ctx.query.id), visitorHeaders(ctx.req));
  if (ctx.res) ctx.res.statusCode = itemHttpStatus(load);
  return { load };
};

export default withAntdTheme(GalleryPage);
