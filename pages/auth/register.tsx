import { AuthHeading } from '@/components/auth/auth-heading';
import { AuthLinks } from '@/components/auth/auth-links';
import { RegisterForm } from '@/components/auth/register-form';
import { SocialButtons } from '@/components/auth/social-buttons';
import type { AppPage } from '@/lib/page';

const RegisterPage: AppPage = () => (
  <>
    <AuthHeading title="Create your account">Follow and subscribe to the creators you like.</AuthHeading>
    <RegisterForm />
    <SocialButtons role="user" />
    <AuthLinks
      links={[
        { href: '/auth/login', lead: 'Already have an account?', label: 'Log in' },
        { href: '/auth/model-register', lead: 'A creator?', label: 'Sign up as a creator' },
      ]}
    />
  </>
);

RegisterPage.layout = 'public';
export default RegisterPage;
