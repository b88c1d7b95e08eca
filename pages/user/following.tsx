// The performers the user follows.
import { withAntdTheme } from '@/components/app/with-antd-theme';
import { FollowingList } from '@/components/follows/following-list';
import type { AppPage } from '@/lib/page';

const FollowingPage: AppPage = () => <FollowingList />;
FollowingPage.layout = 'primary';
FollowingPage.authenticate = true;

export default withAntdTheme(FollowingPage);
