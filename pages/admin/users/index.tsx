// The accounts desk: find any account by name, username or email.
import { withAntdTheme } from '@/components/app/with-antd-theme';
import { AdminAccountsPage } from '@/components/admin/accounts/accounts-page';
import type { AppPage } from '@/lib/page';

const AccountsPage: AppPage = () => <AdminAccountsPage />;
AccountsPage.layout = 'primary';
AccountsPage.authenticate = true;
AccountsPage.onlyAdmin = true;

export default withAntdTheme(AccountsPage);
