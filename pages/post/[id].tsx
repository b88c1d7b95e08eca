// One post at /post/{id}, rendered on the server for the visitor (their session and address decide what
// they may see); 404 when it is missing or not visible to them.
import { withAntdTheme } from '@/components/app/with-antd-theme';
import { itemPage, type ItemPageProps } from '@/components/common/item-page';
import { loadPost, postHttpStatus, type PostLoad } from '@/components/feed/load-post';
import { PostView } from '@/components/feed/post-view';

export type PostPageProps = ItemPageProps<PostLoad>;

export default withAntdTheme(itemPage<PostLoad>({ maxWidth: 720, View: PostView, load: loadPost, httpStatus: postHttpStatus }));
