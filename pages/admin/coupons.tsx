// Wallet top-up coupons: list, create, edit, delete.
import { withAntdTheme } from '@/components/app/with-antd-theme';
import { AdminCouponsPage } from '@/components/admin/admin-coupons-page';
import type { AppPage } from '@/lib/page';

const CouponsPage: AppPage = () => <AdminCouponsPage />;
CouponsPage.layout = 'primary';
CouponsPage.authenticate = true;
CouponsPage.onlyAdmin = true;

export default withAntdTheme(CouponsPage);
