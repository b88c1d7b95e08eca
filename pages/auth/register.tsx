import { AuthPage } from '@/components/auth/auth-page';
import { RegisterForm } from '@/components/auth/register-form';
import type { AppPage } from '@/lib/page';

const RegisterPage: AppPage = () => (
  <AuthPage
    title="Create your account"
    intro="Follow and subscribe to the creators you like."
    form={<RegisterForm />}
    social
    links={[
      { href: '/auth/login', lead: 'Already have an account?', label: 'Log in' },
      { href: '/auth/model-register', lead: 'A creator?', label: 'Sign up as a creator' },
    ]}
  />
);

RegisterPage.layout = 'public';
export default RegisterPage;
