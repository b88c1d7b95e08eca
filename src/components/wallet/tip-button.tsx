// Tipping a performer from the wallet: the Tip button, a plain one (no antd on the profile's first load). Its
// dialog (tip-dialog.tsx: the amount, the limits, the balance) is loaded when the button is first pressed, inside
// antd's theme, the button spinning meanwhile.
import GiftOutlined from '@ant-design/icons-svg/es/asn/GiftOutlined';
import { useState } from 'react';
import { PlainButton } from '@/components/common/plain-button';
import { PlainIcon } from '@/components/common/plain-icon';
import { useOnDemand } from '@/components/common/use-on-demand';
import { useLoginGate } from '@/components/performers/use-follow';
import type { TipTarget } from './tip-words';

interface TipButtonProps {
  performer: TipTarget;
  /** Where it sits: the profile's button by default; a post's action bar or a chat give their own. */
  testId?: string;
  /** 'text' in a row of text buttons (a post's like and save). */
  type?: 'text';
  /** The chat the tip is sent from. */
  conversationId?: string;
}

export function TipButton({ performer, testId = 'profile-tip', type, conversationId }: TipButtonProps) {
  const gate = useLoginGate();
  const [open, setOpen] = useState(false);
  // Each opening mounts the dialog afresh: an empty amount and a new idempotency key.
  const [opening, setOpening] = useState(0);
  // The dialog draws with antd, and the profile around it does not carry antd's theme: it comes with the dialog.
  const dialog = useOnDemand(() =>
    Promise.all([import('./tip-dialog'), import('@/components/performers/antd-scope')]).then(([m, scope]) => scope.withAntdScope(m.TipDialog)),
  );
  const start = () =>
    void dialog.load().then((ready) => {
      if (!ready) return;
      setOpening((n) => n + 1);
      setOpen(true);
    });
  return (
    <>
      <PlainButton type={type} icon={<PlainIcon icon={GiftOutlined} />} loading={dialog.loading} onClick={() => gate(start)} data-testid={testId}>
        Tip
      </PlainButton>
      {dialog.Component ? <dialog.Component key={opening} performer={performer} open={open} onClose={() => setOpen(false)} sentIn={conversationId ? { conversationId } : undefined} /> : null}
    </>
  );
}
