import { useRouter } from 'next/router';
import { withAntdTheme } from '@/components/app/with-antd-theme';
import { AuthHeading } from '@/components/auth/auth-heading';
import { VerifyEmail } from '@/components/auth/verify-email';
import type { AppPage } from '@/lib/page';

const queryValue = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) || null;

const VerifyEmailPage: AppPage = () => {
  const { query, isReady } = useRouter();
  return (
    <>
      <AuthHeading title="Email verification" />
      <VerifyEmail token={isReady ? queryValue(query.token) : undefined} />
    </>
  );
};

VerifyEmailPage.layout = 'public';
export default withAntdTheme(VerifyEmailPage);
