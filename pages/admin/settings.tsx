// Site settings for administrators (maintenance mode, limits, blocked countries, ...).
import { withAntdTheme } from '@/components/app/with-antd-theme';
import { AdminSettingsPage } from '@/components/admin/settings-form';
import { PageContainer } from '@/components/common/page-container';
import { PageHead } from '@/components/common/page-head';
import type { AppPage } from '@/lib/page';

const SettingsPage: AppPage = () => (
  <PageContainer maxWidth={1040}>
    <PageHead title="Site settings" />
    <AdminSettingsPage />
  </PageContainer>
);
SettingsPage.layout = 'primary';
SettingsPage.authenticate = true;
SettingsPage.onlyAdmin = true;

export default withAntdTheme(SettingsPage);
