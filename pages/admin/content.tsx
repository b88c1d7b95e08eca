// Every kind of content for the admins to browse and moderate.
import { withAntdTheme } from '@/components/app/with-antd-theme';
import { AdminContentPage } from '@/components/admin/moderation/content-page';
import type { AppPage } from '@/lib/page';

const ContentPage: AppPage = () => <AdminContentPage />;
ContentPage.layout = 'primary';
ContentPage.authenticate = true;
ContentPage.onlyAdmin = true;

export default withAntdTheme(ContentPage);
