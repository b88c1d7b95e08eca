// A static page at /page/{slug or id} (about-us, terms-of-service ...), rendered on the server; 404 when
// no published page has that name.
import { withAntdTheme } from '@/components/app/with-antd-theme';
import { fetchedItemPage, type ItemPageProps } from '@/components/common/item-page';
import type { ItemLoad } from '@/components/common/load-item';
import { StaticPageView } from '@/components/static-page/static-page-view';
import type { StaticPost } from '@/contracts/posts';
import { postService } from '@/services/post.api';

export type StaticPageProps = ItemPageProps<ItemLoad<StaticPost>>;

export default withAntdTheme(fetchedItemPage<StaticPost>({ maxWidth: 800, View: StaticPageView, fetchItem: (slug, headers) => postService.get(slug, headers) }));
