import { AuthHeading } from '@/components/auth/auth-heading';
import { AuthLinks } from '@/components/auth/auth-links';
import { LoginForm } from '@/components/auth/login-form';
import { SocialButtons } from '@/components/auth/social-buttons';
import type { AppPage } from '@/lib/page';

const LoginPage: AppPage = () => (
  <>
    <AuthHeading title="Log in">Welcome back.</AuthHeading>
    <LoginForm />
    <SocialButtons role="user" />
    <AuthLinks
      links={[
        { href: '/auth/register', lead: 'New here?', label: 'Sign up as a fan' },
        { href: '/auth/model-register', lead: 'Want to share your content?', label: 'Become a creator' },
      ]}
    />
  </>
);

LoginPage.layout = 'public';
export default LoginPage;
