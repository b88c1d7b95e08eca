// A performer's verification state on /home, in antd's theme (the page itself has none): the dashboard loads
// this with next/dynamic for performers only.
import { AntdTheme } from '@/components/app/antd-theme-provider';
import { VerificationStatus, type VerificationStatusValue } from '@/components/account/verification-status';

export default function PerformerVerification({ status }: { status: VerificationStatusValue }) {
  return (
    <AntdTheme>
      <VerificationStatus status={status} />
    </AntdTheme>
  );
}
