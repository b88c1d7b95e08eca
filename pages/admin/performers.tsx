// Performers for administrators: the review queue of ID documents (docs/business-rules.md "Performers").
import { withAntdTheme } from '@/components/app/with-antd-theme';
import { AdminPerformersPage } from '@/components/admin/performers-table';
import type { AppPage } from '@/lib/page';

const PerformersPage: AppPage = () => <AdminPerformersPage />;
PerformersPage.layout = 'primary';
PerformersPage.authenticate = true;
PerformersPage.onlyAdmin = true;

export default withAntdTheme(PerformersPage);
