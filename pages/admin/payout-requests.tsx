// The payout queue: approve, reject with a note, mark paid.
import { withAntdTheme } from '@/components/app/with-antd-theme';
import { AdminPayoutsPage } from '@/components/admin/admin-payouts-page';
import type { AppPage } from '@/lib/page';

const PayoutsPage: AppPage = () => <AdminPayoutsPage />;
PayoutsPage.layout = 'primary';
PayoutsPage.authenticate = true;
PayoutsPage.onlyAdmin = true;

export default withAntdTheme(PayoutsPage);
