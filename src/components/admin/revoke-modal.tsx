// Asks why a performer's verification is revoked: the reason is emailed to them and shown on their account
// page, where new documents put them back in the review queue.
import { performersContract } from '@/components/common/contracts-on-demand';
import { ReasonModal, type ReasonModalProps } from '@/components/common/reason-modal';

export const REVOKE_REASON_REQUIRED = 'Tell the performer why the verification is revoked (at least 3 characters)';

const ASK = {
  title: 'Revoke this verification',
  name: 'reason',
  extra: 'The performer leaves search and their profile is hidden until new documents are verified. They get this by email.',
  rule: performersContract.pick((m) => m.revokeVerificationBody.shape.reason),
  required: REVOKE_REASON_REQUIRED,
  okText: 'Revoke verification',
  testIdPrefix: 'admin-revoke',
};

export function RevokeModal(props: ReasonModalProps) {
  return <ReasonModal ask={ASK} {...props} />;
}
