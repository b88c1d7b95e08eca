// The operators' dashboard: the site's business figures over a period.
import { withAntdTheme } from '@/components/app/with-antd-theme';
import { DashboardPage } from '@/components/admin/dashboard/dashboard-page';
import type { AppPage } from '@/lib/page';

const AdminDashboardPage: AppPage = () => <DashboardPage />;
AdminDashboardPage.layout = 'primary';
AdminDashboardPage.authenticate = true;
AdminDashboardPage.onlyAdmin = true;

export default withAntdTheme(AdminDashboardPage);
