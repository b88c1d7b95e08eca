import { withAntdTheme } from '@/components/app/with-antd-theme';
import { RegisterPage } from '@/components/auth/register-page';

export default withAntdTheme(RegisterPage);
