import { useRouter } from 'next/router';
import { withAntdTheme } from '@/components/app/with-antd-theme';
import { AuthHeading } from '@/components/auth/auth-heading';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';
import type { AppPage } from '@/lib/page';

const queryValue = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) || null;

const ResetPasswordPage: AppPage = () => {
  const { query, isReady } = useRouter();
  return (
    <>
      <AuthHeading title="Choose a new password" />
      {isReady ? <ResetPasswordForm token={queryValue(query.token)} /> : null}
    </>
  );
};

ResetPasswordPage.layout = 'public';
export default withAntdTheme(ResetPasswordPage);
