// One product at /product/{id}, rendered on the server for the visitor (their session and address decide
// whether they may see it, and whether they bought it); 404 when it is missing or not visible to them.
import { itemHttpStatus, loadItem, routeParam, type ItemLoad } from '@/components/common/load-item';
import { PageContainer } from '@/components/common/page-container';
import { ProductView } from '@/components/product/product-view';
import type { Product } from '@/contracts/products';
import type { AppPage } from '@/lib/page';
import { productService } from '@/services/product.api';
import { visitorHeaders } from '@/services/performer.api';

export interface ProductPageProps {
  load: ItemLoad<Product>;
}

const ProductPage: AppPage<ProductPageProps> = ({ load }) => (
  <PageContainer maxWidth={960}>
    <ProductView load={load} />
  </PageContainer>
);

ProductPage.layout = 'primary';

ProductPage.getInitialProps = async (ctx) => {
  const headers = visitorHeaders(ctx.req);
  const load = await loadItem(routeParam(ctx.query.id), (id) => productService.view(id, headers));
  if (ctx.res) ctx.res.statusCode = itemHttpStatus(load);
  return { load };
};

export default ProductPage;
