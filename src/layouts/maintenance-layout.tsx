// Shown instead of every page while maintenance mode is on; staff can still reach the login.
import { ToolOutlined } from '@ant-design/icons';
import { Result, theme } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import Link from '@/components/common/app-link';
import { AntdTheme } from '@/components/app/antd-theme-provider';
import { SiteBrand } from '@/components/layout/site-brand';
import { useAppSelector } from '@/redux/hooks';
import { selectUI } from '@/redux/ui/selectors';
import { PageSurface } from './page-surface';

function Notice() {
  const { token, cssVar } = theme.useToken();
  const { siteName } = useAppSelector(selectUI);
  return (
    <PageSurface className="fs-centered-page" data-testid="maintenance-page">
      <SiteBrand href="/" />
      <Result
        icon={<ToolOutlined style={{ color: cssVar.colorPrimary }} />}
        title="We'll be back soon"
        subTitle={`${siteName} is down for maintenance. Please check back in a little while.`}
      />
      <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
        <Link href="/auth/login">Staff login</Link>
      </Typography.Text>
    </PageSurface>
  );
}

/** With antd's theme for its Result (the app shell has none). */
export function MaintenanceLayout() {
  return (
    <AntdTheme>
      <Notice />
    </AntdTheme>
  );
}
