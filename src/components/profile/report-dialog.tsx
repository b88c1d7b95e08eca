// The dialog for reporting a performer to the moderators: the report form (report-form.tsx: a category and
// what is wrong) worded for a person. ReportButton (report-modal.tsx) loads this file when it is first pressed.
import { Button, Modal } from 'antd';
import { AntdScope } from '@/components/performers/antd-scope';
import { ReportForm, useReportForm, type ReportCategory } from './report-form';

const categoryLabels: Record<ReportCategory, string> = {
  spam: 'Spam or scam',
  harassment: 'Harassment or hate',
  underage: 'May be under 18',
  impersonation: 'Pretends to be someone else',
  illegal: 'Illegal content',
  copyright: 'Copyright infringement',
  other: 'Something else',
};

export function ReportModal({ performerId, open, onClose }: { performerId: string; open: boolean; onClose: () => void }) {
  const report = useReportForm('performer', performerId, onClose);

  return (
    <AntdScope>
      <Modal
        title="Report this profile"
        open={open}
        onCancel={onClose}
        destroyOnHidden
        footer={[
          <Button key="cancel" onClick={onClose}>
            Cancel
          </Button>,
          <Button key="send" type="primary" loading={report.sending} onClick={() => report.form.submit()} data-testid="report-submit">
            Send report
          </Button>,
        ]}
      >
        <ReportForm report={report} categoryLabels={categoryLabels} descriptionPlaceholder="What did you see, and where?" testId="report" formTestId="report-form" />
      </Modal>
    </AntdScope>
  );
}
