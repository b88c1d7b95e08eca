import { withAntdTheme } from '@/components/app/with-antd-theme';
import { ModelRegisterPage } from '@/components/auth/model-register-page';

export default withAntdTheme(ModelRegisterPage);
