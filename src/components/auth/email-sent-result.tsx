import { MailOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { LinkButton } from '@/components/common/link-button';
import { ResultOnDemand } from '@/components/common/result-on-demand';

/** After sign-up, when the site wants the address verified before the first login or the first login failed. */
export function VerifyEmailSentResult({ message }: { message?: string }) {
  const { cssVar } = theme.useToken();
  return (
    <ResultOnDemand
      icon={<MailOutlined style={{ color: cssVar.colorPrimary }} />}
      title="Check your email"
      subTitle={message || 'We sent you a link. Open it to verify your address, then log in.'}
      extra={
        <LinkButton href="/auth/login" type="primary">
          Go to log in
        </LinkButton>
      }
      data-testid="register-check-email"
    />
  );
}
