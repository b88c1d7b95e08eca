// Reporting a content item (a video, and galleries or products alike) to the moderators: the report form
// (report-form.tsx) worded for something posted, sent with the item as its target. One report per user and
// item; sending again updates it.
import { FlagOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useLoginGate } from '@/components/performers/use-follow';
import { ReportForm, useReportForm, type ReportCategory } from '@/components/profile/report-form';

type ContentTarget = 'feed' | 'video' | 'gallery' | 'product';

// Worded for something posted rather than for a person.
const CONTENT_CATEGORY_LABELS: Record<ReportCategory, string> = {
  spam: 'Spam or misleading',
  harassment: 'Harassing or hateful',
  underage: 'Shows someone who may be under 18',
  impersonation: 'Stolen from someone else',
  illegal: 'Illegal content',
  copyright: 'Breaks copyright',
  other: 'Another problem',
};

export function ContentReportButton({ target, targetId, noun }: { target: ContentTarget; targetId: string; noun: string }) {
  const [open, setOpen] = useState(false);
  const report = useReportForm(target, targetId, () => setOpen(false));
  const gate = useLoginGate();

  return (
    <>
      <Button type="text" icon={<FlagOutlined />} onClick={() => gate(() => setOpen(true))} data-testid={`${target}-report`}>
        Report
      </Button>
      <Modal
        title={`Report this ${noun}`}
        open={open}
        onCancel={() => setOpen(false)}
        onOk={() => report.form.submit()}
        okText="Send report"
        confirmLoading={report.sending}
        okButtonProps={{ 'data-testid': 'content-report-submit' }}
        destroyOnHidden
      >
        <ReportForm report={report} categoryLabels={CONTENT_CATEGORY_LABELS} descriptionPlaceholder="What is wrong with it?" testId="content-report" />
      </Modal>
    </>
  );
}
