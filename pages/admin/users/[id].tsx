// One account: profile, money, subscriptions, purchases, reports and sessions, with Suspend, Reactivate and Delete.
import { useRouter } from 'next/router';
import { withAntdTheme } from '@/components/app/with-antd-theme';
import { AccountPage } from '@/components/admin/accounts/account-page';
import type { AppPage } from '@/lib/page';

const AdminAccountPage: AppPage = () => {
  const { query } = useRouter();
  const id = typeof query.id === 'string' ? query.id : '';
  // The key starts afresh when the address moves to another account.
  return id ? <AccountPage key={id} id={id} /> : null;
};
AdminAccountPage.layout = 'primary';
AdminAccountPage.authenticate = true;
AdminAccountPage.onlyAdmin = true;

export default withAntdTheme(AdminAccountPage);
