// Asks for the words of a warning (mailed to the author) or the reason of a suspension. Loaded on the first
// Warn or Suspend press (next/dynamic), with the contract whose rule checks the words.
import { contractOnDemand } from '@/components/common/schemas-on-demand';
import { ReasonModal, type ReasonAsk, type ReasonModalProps } from '@/components/common/reason-modal';

const moderationContract = contractOnDemand(() => import('@/contracts/moderation'));
const accountsContract = contractOnDemand(() => import('@/contracts/admin-accounts'));

export type NoteKind = 'warn' | 'suspend';

const ASKS: Record<NoteKind, ReasonAsk> = {
  warn: {
    title: 'Warn the author',
    name: 'note',
    extra: 'The author gets this by email and in their notifications. The item stays as it is.',
    rule: moderationContract.pick((m) => m.warningNote),
    required: 'Write the warning the author will read (at least 5 characters).',
    okText: 'Send warning',
    testIdPrefix: 'moderation-warn',
  },
  suspend: {
    title: 'Suspend the author',
    name: 'reason',
    extra: 'They are logged out and cannot log in; the reason is emailed to them.',
    rule: accountsContract.pick((m) => m.suspendAccountBody.shape.reason),
    required: 'Give the reason in at least 3 characters',
    okText: 'Suspend account',
    testIdPrefix: 'moderation-suspend',
  },
};

export default function NoteModal({ kind, ...props }: ReasonModalProps & { kind: NoteKind }) {
  return <ReasonModal ask={ASKS[kind]} {...props} />;
}
