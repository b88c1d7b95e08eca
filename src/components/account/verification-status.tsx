// A performer's ID verification state (docs/business-rules.md "Performers": unverified performers are not listed).
// Plain tag and text (antd's class names and tokens): it shows on /home, whose first load carries no Tag or Typography.
import { Flex, theme } from 'antd';
import type { CurrentUser } from '@/contracts/users';
import { PlainTag } from '@/components/common/plain-tag';
import { Muted } from '@/components/common/plain-text';

export type VerificationStatusValue = NonNullable<CurrentUser['performer']>['verificationStatus'];

export const verificationInfo: Record<VerificationStatusValue, { color: string; label: string; text: string }> = {
  pending: {
    color: 'processing',
    label: 'Pending review',
    text: 'An admin is reviewing your ID documents. You can prepare your profile meanwhile; you will appear in search once verified.',
  },
  verified: {
    color: 'success',
    label: 'Verified',
    text: 'Your identity is verified: your profile is listed and searchable, and you can sell content.',
  },
  rejected: {
    color: 'error',
    label: 'Not verified',
    text:
      'We could not verify your identity from the documents you sent. Contact the site team and send clear, ' +
      'uncropped photos of a valid ID document. Until then your profile stays out of search and you cannot sell.',
  },
};

/** `reason` is the admin's explanation of a rejection, shown when there is one. */
export function VerificationStatus({ status, reason }: { status: VerificationStatusValue; reason?: string | null }) {
  const info = verificationInfo[status];
  const { token } = theme.useToken();
  const strong = { fontWeight: token.fontWeightStrong };
  return (
    <Flex vertical gap={4} data-testid="verification-status">
      <Flex align="center" gap={8} wrap>
        <strong style={strong}>Verification</strong>
        <PlainTag color={info.color}>{info.label}</PlainTag>
      </Flex>
      {status === 'rejected' && reason ? (
        <span data-testid="verification-rejection-reason">
          <strong style={strong}>Reason: </strong>
          {reason}
        </span>
      ) : null}
      <Muted>{info.text}</Muted>
    </Flex>
  );
}
