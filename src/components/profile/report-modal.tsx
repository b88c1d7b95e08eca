// Reporting a performer to the moderators: the Report button. Its dialog (report-dialog.tsx: a category and
// what is wrong, its form and select) is loaded when the button is first pressed.
import FlagOutlined from '@ant-design/icons-svg/es/asn/FlagOutlined';
import { useState } from 'react';
import { PlainButton } from '@/components/common/plain-button';
import { PlainIcon } from '@/components/common/plain-icon';
import { useOnDemand } from '@/components/common/use-on-demand';
import { useLoginGate } from '@/components/performers/use-follow';

export function ReportButton({ performerId }: { performerId: string }) {
  const [open, setOpen] = useState(false);
  const gate = useLoginGate();
  const dialog = useOnDemand(() => import('./report-dialog').then((m) => m.ReportModal));
  const start = () => void dialog.load().then((ready) => ready && setOpen(true));
  return (
    <>
      <PlainButton type="text" icon={<PlainIcon icon={FlagOutlined} />} loading={dialog.loading} data-testid="profile-report" onClick={() => gate(start)}>
        Report
      </PlainButton>
      {dialog.Component ? <dialog.Component performerId={performerId} open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
