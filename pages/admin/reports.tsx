// The moderation queue of reports sent by users.
import { withAntdTheme } from '@/components/app/with-antd-theme';
import { AdminReportsPage } from '@/components/admin/reports-table';
import type { AppPage } from '@/lib/page';

const ReportsPage: AppPage = () => <AdminReportsPage />;
ReportsPage.layout = 'primary';
ReportsPage.authenticate = true;
ReportsPage.onlyAdmin = true;

export default withAntdTheme(ReportsPage);
