// Not found. Built once at build time, so it shows nothing about the visitor (hence the public layout).
import { Result } from 'antd';
import { withAntdTheme } from '@/components/app/with-antd-theme';
import { LinkButton } from '@/components/common/link-button';
import type { AppPage } from '@/lib/page';

const NotFoundPage: AppPage = () => (
  <Result
    status="404"
    title="Page not found"
    subTitle="The page you are looking for does not exist or has moved."
    extra={
      <LinkButton href="/" type="primary">
        Take me home
      </LinkButton>
    }
    data-testid="not-found"
  />
);

NotFoundPage.layout = 'public';
export default withAntdTheme(NotFoundPage);
