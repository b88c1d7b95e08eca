import { withAntdTheme } from '@/components/app/with-antd-theme';
import { SocialCallback } from '@/components/auth/social-callback';
import type { AppPage } from '@/lib/page';

const GoogleCallbackPage: AppPage = () => <SocialCallback provider="google" />;

GoogleCallbackPage.layout = 'public';
export default withAntdTheme(GoogleCallbackPage);
