import { AuthPage } from '@/components/auth/auth-page';
import { ModelRegisterForm } from '@/components/auth/model-register-form';
import type { AppPage } from '@/lib/page';

const ModelRegisterPage: AppPage = () => (
  <AuthPage
    title="Become a creator"
    intro="Open your page, publish content and earn from your fans."
    form={<ModelRegisterForm />}
    links={[
      { href: '/auth/login', lead: 'Already have an account?', label: 'Log in' },
      { href: '/auth/register', lead: 'Just here to follow creators?', label: 'Sign up as a fan' },
    ]}
  />
);

ModelRegisterPage.layout = 'public';
export default ModelRegisterPage;
