// A fan's account: profile and password. Users without an email or username land here after logging in.
import { withAntdTheme } from '@/components/app/with-antd-theme';
import { AccountPage } from '@/components/account/account-page';
import type { AppPage } from '@/lib/page';

const UserAccountPage: AppPage = () => <AccountPage source="user" />;
UserAccountPage.layout = 'primary';
UserAccountPage.authenticate = true;

export default withAntdTheme(UserAccountPage);
