import { withAntdTheme } from '@/components/app/with-antd-theme';
import { AuthHeading } from '@/components/auth/auth-heading';
import { AuthLinks } from '@/components/auth/auth-links';
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form';
import type { AppPage } from '@/lib/page';

const ForgotPasswordPage: AppPage = () => (
  <>
    <AuthHeading title="Forgot your password?">Enter your email and we will send you a link to choose a new one.</AuthHeading>
    <ForgotPasswordForm />
    <AuthLinks links={[{ href: '/auth/login', lead: 'Remembered it?', label: 'Log in' }]} />
  </>
);

ForgotPasswordPage.layout = 'public';
export default withAntdTheme(ForgotPasswordPage);
