// Tipping a performer from the wallet: the Tip button. Its dialog (tip-dialog.tsx: the amount, the limits, the
// balance) is loaded when the button is first pressed, the button spinning meanwhile.
import { GiftOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useOnDemand } from '@/components/common/use-on-demand';
import { useLoginGate } from '@/components/performers/use-follow';
import type { TipTarget } from './tip-words';

export function TipButton({ performer }: { performer: TipTarget }) {
  const gate = useLoginGate();
  const [open, setOpen] = useState(false);
  // Each opening mounts the dialog afresh: an empty amount and a new idempotency key.
  const [opening, setOpening] = useState(0);
  const dialog = useOnDemand(() => import('./tip-dialog').then((m) => m.TipDialog));
  const start = () =>
    void dialog.load().then((ready) => {
      if (!ready) return;
      setOpening((n) => n + 1);
      setOpen(true);
    });
  return (
    <>
      <Button icon={<GiftOutlined />} loading={dialog.loading} onClick={() => gate(start)} data-testid="profile-tip">
        Tip
      </Button>
      {dialog.Component ? <dialog.Component key={opening} performer={performer} open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
