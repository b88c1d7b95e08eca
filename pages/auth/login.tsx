import { AuthPage } from '@/components/auth/auth-page';
import { LoginForm } from '@/components/auth/login-form';
import type { AppPage } from '@/lib/page';

const LoginPage: AppPage = () => (
  <AuthPage
    title="Log in"
    intro="Welcome back."
    form={<LoginForm />}
    social
    links={[
      { href: '/auth/register', lead: 'New here?', label: 'Sign up as a fan' },
      { href: '/auth/model-register', lead: 'Want to share your content?', label: 'Become a creator' },
    ]}
  />
);

LoginPage.layout = 'public';
export default LoginPage;
