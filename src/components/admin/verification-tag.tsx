// A performer's review state as a coloured tag, worded as the performer sees it.
import { Tag } from 'antd';
import { verificationInfo } from '@/components/account/verification-status';
import type { VerificationStatus } from '@/contracts/performers';

export function VerificationTag({ status }: { status: VerificationStatus }) {
  const info = verificationInfo[status];
  return (
    <Tag color={info.color} data-testid="admin-verification-tag">
      {info.label}
    </Tag>
  );
}
