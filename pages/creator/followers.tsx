// Who follows the logged-in performer.
import { withAntdTheme } from '@/components/app/with-antd-theme';
import { FollowersTable } from '@/components/follows/followers-table';
import type { AppPage } from '@/lib/page';

const FollowersPage: AppPage = () => <FollowersTable />;
FollowersPage.layout = 'primary';
FollowersPage.authenticate = true;
FollowersPage.onlyPerformer = true;

export default withAntdTheme(FollowersPage);
