// The performer's posts: compose a new one (uploads with progress and cancel, polls, scheduling) and
// manage the ones already out.
import { withAntdTheme } from '@/components/app/with-antd-theme';
import { MyPosts } from '@/components/feed/my-posts';
import type { AppPage } from '@/lib/page';

const MyPostPage: AppPage = () => <MyPosts />;
MyPostPage.layout = 'primary';
MyPostPage.authenticate = true;
MyPostPage.onlyPerformer = true;

export default withAntdTheme(MyPostPage);
