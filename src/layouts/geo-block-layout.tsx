// Shown instead of every page to visitors from a country the site blocks.
import { GlobalOutlined } from '@ant-design/icons';
import { Result, theme } from 'antd';
import { AntdTheme } from '@/components/app/antd-theme-provider';
import { SiteBrand } from '@/components/layout/site-brand';
import { useAppSelector } from '@/redux/hooks';
import { selectUI } from '@/redux/ui/selectors';
import { PageSurface } from './page-surface';

function Notice() {
  const { cssVar } = theme.useToken();
  const { siteName } = useAppSelector(selectUI);
  return (
    <PageSurface className="fs-centered-page" data-testid="geoblock-page">
      <SiteBrand href="/" />
      <Result
        icon={<GlobalOutlined style={{ color: cssVar.colorTextSecondary }} />}
        title="This site is not available in your country"
        subTitle={`${siteName} cannot be used from where you are connecting.`}
      />
    </PageSurface>
  );
}

/** With antd's theme for its Result (the app shell has none). */
export function GeoBlockLayout() {
  return (
    <AntdTheme>
      <Notice />
    </AntdTheme>
  );
}
