import { withAntdTheme } from '@/components/app/with-antd-theme';
import { SocialCallback } from '@/components/auth/social-callback';
import type { AppPage } from '@/lib/page';

const TwitterCallbackPage: AppPage = () => <SocialCallback provider="twitter" />;

TwitterCallbackPage.layout = 'public';
export default withAntdTheme(TwitterCallbackPage);
