// A performer's review state as a coloured tag, worded for the admin who reviews (the performer's own page
// says it in their words, src/components/account/verification-status.tsx).
import { Tag } from 'antd';
import { verificationInfo } from '@/components/account/verification-status';
import type { VerificationStatus } from '@/contracts/performers';

export const adminVerificationLabels: Record<VerificationStatus, string> = { pending: 'Waiting for review', verified: 'Verified', rejected: 'Rejected' };

export function VerificationTag({ status }: { status: VerificationStatus }) {
  return (
    <Tag color={verificationInfo[status].color} data-testid="admin-verification-tag">
      {adminVerificationLabels[status]}
    </Tag>
  );
}
