// The moderation queue of reports sent by users, each item in place with the decisions beside it.
import { withAntdTheme } from '@/components/app/with-antd-theme';
import { AdminReportsPage } from '@/components/admin/moderation/reports-page';
import type { AppPage } from '@/lib/page';

const ReportsPage: AppPage = () => <AdminReportsPage />;
ReportsPage.layout = 'primary';
ReportsPage.authenticate = true;
ReportsPage.onlyAdmin = true;

export default withAntdTheme(ReportsPage);
