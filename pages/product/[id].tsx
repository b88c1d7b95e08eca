// One product at /product/{id}, rendered on the server for the visitor (their session and address decide
// whether they may see it, and whether they bought it); 404 when it is missing or not visible to them.
import { withAntdTheme } from '@/components/app/with-antd-theme';
import { fetchedItemPage, type ItemPageProps } from '@/components/common/item-page';
import type { ItemLoad } from '@/components/common/load-item';
import { ProductView } from '@/components/product/product-view';
import type { Product } from '@/contracts/products';
import { productService } from '@/services/product.api';

export type ProductPageProps = ItemPageProps<ItemLoad<Product>>;

export default withAntdTheme(fetchedItemPage<Product>({ maxWidth: 960, View: ProductView, fetchItem: (id, headers) => productService.view(id, headers) }));
