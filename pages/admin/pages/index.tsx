// The static pages (about, terms, privacy ...), drafts included.
import { withAntdTheme } from '@/components/app/with-antd-theme';
import { AdminPagesList } from '@/components/admin/pages/admin-pages-list';
import type { AppPage } from '@/lib/page';

const PagesPage: AppPage = () => <AdminPagesList />;
PagesPage.layout = 'primary';
PagesPage.authenticate = true;
PagesPage.onlyAdmin = true;

export default withAntdTheme(PagesPage);
