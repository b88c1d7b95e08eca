// A performer's account: basic info, ID documents, pricing, banking and password in tabs. Performers
// without an email or username land here after logging in.
import { withAntdTheme } from '@/components/app/with-antd-theme';
import { CreatorAccountPage } from '@/components/creator/creator-account-page';
import type { AppPage } from '@/lib/page';

const AccountPage: AppPage = () => <CreatorAccountPage />;
AccountPage.layout = 'primary';
AccountPage.authenticate = true;
AccountPage.onlyPerformer = true;

export default withAntdTheme(AccountPage);
