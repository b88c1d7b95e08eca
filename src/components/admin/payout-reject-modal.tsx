// Asks why a payout is rejected: the note is emailed to the performer and the reserved amount goes back to
// their earnings. (reject-modal.tsx is worded for performer reviews and checks a different rule.)
import { payoutsContract } from '@/components/common/contracts-on-demand';
import { ReasonModal, type ReasonModalProps } from '@/components/common/reason-modal';

const ASK = {
  title: 'Reject this payout request',
  name: 'adminNote',
  extra: 'The performer gets this by email; the amount goes back to their available earnings.',
  rule: payoutsContract.pick((m) => m.rejectPayoutBody.shape.adminNote),
  required: 'Tell the performer why the payout is rejected',
  testIdPrefix: 'admin-payout-reject',
};

export function PayoutRejectModal(props: ReasonModalProps) {
  return <ReasonModal ask={ASK} {...props} />;
}
