// Reporting a content item (a video, and galleries or products alike) to the moderators: the Report button.
// Its dialog (content-report-dialog.tsx: the report form worded for something posted, sent with the item as
// its target) is loaded when the button is first pressed. One report per user and item; sending again
// updates it.
import { FlagOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useOnDemand } from '@/components/common/use-on-demand';
import { useLoginGate } from '@/components/performers/use-follow';
import type { ContentTarget } from './content-report-dialog';

export function ContentReportButton({ target, targetId, noun }: { target: ContentTarget; targetId: string; noun: string }) {
  const [open, setOpen] = useState(false);
  const gate = useLoginGate();
  const dialog = useOnDemand(() => import('./content-report-dialog').then((m) => m.ContentReportDialog));
  const start = () => void dialog.load().then((ready) => ready && setOpen(true));

  return (
    <>
      <Button type="text" icon={<FlagOutlined />} loading={dialog.loading} onClick={() => gate(start)} data-testid={`${target}-report`}>
        Report
      </Button>
      {dialog.Component ? <dialog.Component target={target} targetId={targetId} noun={noun} open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
