import { AuthHeading } from '@/components/auth/auth-heading';
import { AuthLinks } from '@/components/auth/auth-links';
import { ModelRegisterForm } from '@/components/auth/model-register-form';
import type { AppPage } from '@/lib/page';

const ModelRegisterPage: AppPage = () => (
  <>
    <AuthHeading title="Become a creator">Open your page, publish content and earn from your fans.</AuthHeading>
    <ModelRegisterForm />
    <AuthLinks
      links={[
        { href: '/auth/login', lead: 'Already have an account?', label: 'Log in' },
        { href: '/auth/register', lead: 'Just here to follow creators?', label: 'Sign up as a fan' },
      ]}
    />
  </>
);

ModelRegisterPage.layout = 'public';
export default ModelRegisterPage;
