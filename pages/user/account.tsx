// A fan's account: profile and password (spec §2: where users without an email or username land).
import { AccountPage } from '@/components/account/account-page';
import type { AppPage } from '@/lib/page';

const UserAccountPage: AppPage = () => <AccountPage source="user" />;
UserAccountPage.layout = 'primary';
UserAccountPage.authenticate = true;

export default UserAccountPage;
