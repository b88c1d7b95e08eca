// The decisions on an item, each at most two presses: Hide and Remove confirm in place (Remove asks whether
// to refund the buyers), Warn and Suspend ask for their words in a dialog loaded on first use. Dismiss is a
// report's; Make visible an item's that was taken down.
import { Button, Checkbox, Flex, Popconfirm } from 'antd';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import type { ContentAction, ModeratedItem } from '@/contracts/moderation';
import { errorMessageOr, notifyError, notifySuccess } from '@/lib/notify';
import { adminAccountsService } from '@/services/admin-accounts.api';
import type { NoteKind } from './note-modal';

const NoteModal = dynamic(() => import('./note-modal'), { ssr: false });

export type Decision = ContentAction | 'dismiss';
export interface DecisionBody {
  note?: string;
  refundBuyers?: boolean;
}

const DONE: Record<Decision, string> = {
  dismiss: 'Report dismissed',
  hide: 'Hidden',
  remove: 'Removed',
  restore: 'Visible again',
  warn: 'Warning sent',
};

export function ModerationActions({
  item,
  withDismiss,
  decide,
  onDone,
}: {
  item: ModeratedItem | null;
  /** A report's actions: Dismiss first. */
  withDismiss?: boolean;
  decide: (decision: Decision, body: DecisionBody) => Promise<unknown>;
  onDone: () => void;
}) {
  const [busy, setBusy] = useState<Decision | 'suspend' | null>(null);
  const [asking, setAsking] = useState<NoteKind | null>(null);
  const [refund, setRefund] = useState(false);
  const content = item && item.kind !== 'performer' ? item : null;

  async function run(decision: Decision, body: DecisionBody = {}) {
    setBusy(decision);
    try {
      await decide(decision, body);
      notifySuccess(DONE[decision]);
      setAsking(null);
      onDone();
    } catch (e) {
      notifyError(errorMessageOr(e, 'Could not save the decision, please try again later'));
    } finally {
      setBusy(null);
    }
  }

  async function suspend(reason: string) {
    if (!item?.author) return;
    setBusy('suspend');
    try {
      await adminAccountsService.suspend(item.author._id, reason);
      notifySuccess('Account suspended');
      setAsking(null);
      onDone();
    } catch (e) {
      notifyError(errorMessageOr(e, 'Could not suspend the account, please try again later'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Flex gap={8} wrap justify="flex-end">
      {withDismiss ? (
        <Button loading={busy === 'dismiss'} onClick={() => void run('dismiss')} data-testid="moderation-dismiss">
          Dismiss
        </Button>
      ) : null}
      {content && content.moderation !== 'visible' ? (
        <Button loading={busy === 'restore'} onClick={() => void run('restore')} data-testid="moderation-restore">
          Make visible
        </Button>
      ) : null}
      {content && content.moderation === 'visible' ? (
        <Popconfirm
          title="Hide this item?"
          description="It leaves every list and cannot be bought; its buyers keep it."
          okText="Hide"
          okButtonProps={{ 'data-testid': 'moderation-hide-confirm' }}
          onConfirm={() => run('hide')}
        >
          <Button loading={busy === 'hide'} data-testid="moderation-hide">
            Hide
          </Button>
        </Popconfirm>
      ) : null}
      {content && content.moderation !== 'removed' ? (
        <Popconfirm
          title="Remove this item?"
          description={
            <Checkbox checked={refund} onChange={(e) => setRefund(e.target.checked)} data-testid="moderation-refund">
              Refund its buyers
            </Checkbox>
          }
          okText="Remove"
          okButtonProps={{ danger: true, 'data-testid': 'moderation-remove-confirm' }}
          onConfirm={() => run('remove', { refundBuyers: refund })}
          onOpenChange={(open) => open && setRefund(false)}
        >
          <Button danger loading={busy === 'remove'} data-testid="moderation-remove">
            Remove
          </Button>
        </Popconfirm>
      ) : null}
      {item?.author ? (
        <Button loading={busy === 'warn'} onClick={() => setAsking('warn')} data-testid="moderation-warn">
          Warn
        </Button>
      ) : null}
      {item?.author ? (
        <Button danger type="text" loading={busy === 'suspend'} onClick={() => setAsking('suspend')} data-testid="moderation-suspend">
          Suspend author
        </Button>
      ) : null}
      {asking ? (
        <NoteModal
          kind={asking}
          open
          sending={busy !== null}
          onSend={(words) => void (asking === 'warn' ? run('warn', { note: words }) : suspend(words))}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </Flex>
  );
}
