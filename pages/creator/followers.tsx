// Who follows the logged-in performer.
import { FollowersTable } from '@/components/follows/followers-table';
import type { AppPage } from '@/lib/page';

const FollowersPage: AppPage = () => <FollowersTable />;
FollowersPage.layout = 'primary';
FollowersPage.authenticate = true;
FollowersPage.onlyPerformer = true;

export default FollowersPage;
