// Asks why a performer is rejected: the reason is emailed to them and shown on their account page.
import { performersContract } from '@/components/common/contracts-on-demand';
import { ReasonModal, type ReasonModalProps } from '@/components/common/reason-modal';

const ASK = {
  title: 'Reject this performer',
  name: 'reason',
  extra: 'The performer gets this by email and sees it on their account page. Say what to send instead.',
  rule: performersContract.pick((m) => m.rejectPerformerBody.shape.reason),
  required: 'Tell the performer why (at least 3 characters)',
  testIdPrefix: 'admin-reject',
  formTestId: 'admin-reject-form',
};

export function RejectModal(props: ReasonModalProps) {
  return <ReasonModal ask={ASK} {...props} />;
}
