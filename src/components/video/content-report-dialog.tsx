// The dialog for reporting a content item: the report form (report-form.tsx: a category and what is wrong)
// worded for something posted. ContentReportButton (content-report.tsx) loads this file when it is first
// pressed, so an item's page does not carry the dialog, its form and its select from the start.
import { Modal } from 'antd';
import { ReportForm, useReportForm, type ReportCategory } from '@/components/profile/report-form';

export type ContentTarget = 'feed' | 'video' | 'gallery' | 'product';

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

export interface ContentReportDialogProps {
  target: ContentTarget;
  targetId: string;
  noun: string;
  open: boolean;
  onClose: () => void;
}

export function ContentReportDialog({ target, targetId, noun, open, onClose }: ContentReportDialogProps) {
  const report = useReportForm(target, targetId, onClose);
  return (
    <Modal
      title={`Report this ${noun}`}
      open={open}
      onCancel={onClose}
      onOk={() => report.form.submit()}
      okText="Send report"
      confirmLoading={report.sending}
      okButtonProps={{ 'data-testid': 'content-report-submit' }}
      destroyOnHidden
    >
      <ReportForm report={report} categoryLabels={CONTENT_CATEGORY_LABELS} descriptionPlaceholder="What is wrong with it?" testId="content-report" />
    </Modal>
  );
}
