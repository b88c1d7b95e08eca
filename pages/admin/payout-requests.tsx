// The payout queue: approve, reject with a note, mark paid.
import { AdminPayoutsPage } from '@/components/admin/admin-payouts-page';
import type { AppPage } from '@/lib/page';

const PayoutsPage: AppPage = () => <AdminPayoutsPage />;
PayoutsPage.layout = 'primary';
PayoutsPage.authenticate = true;
PayoutsPage.onlyAdmin = true;

export default PayoutsPage;
