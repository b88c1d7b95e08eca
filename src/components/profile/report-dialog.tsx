// The dialog for reporting a performer to the moderators (POST /reports): a category and what is wrong.
// Sending again updates the earlier report (one per user and target). ReportButton (report-modal.tsx) loads
// this file when it is first pressed.
import { Button, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { reportBody, reportCategories, type ReportBody } from '@/contracts/social';
import { zodRule } from '@/components/common/zod-rule';
import { getResponseError, notifyError, notifySuccess } from '@/lib/notify';
import { reportService } from '@/services/report.api';
import { REPORT_THANKS } from './report-words';

const DESCRIPTION_MAX = 2000;

type Category = (typeof reportCategories)[number];
const categoryLabels: Record<Category, string> = {
  spam: 'Spam or scam',
  harassment: 'Harassment or hate',
  underage: 'May be under 18',
  impersonation: 'Pretends to be someone else',
  illegal: 'Illegal content',
  copyright: 'Copyright infringement',
  other: 'Something else',
};
const categoryOptions = reportCategories.map((value) => ({ value, label: categoryLabels[value] }));

interface ReportValues {
  category?: Category;
  description: string;
}

export function ReportModal({ performerId, open, onClose }: { performerId: string; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<ReportValues>();
  const [sending, setSending] = useState(false);

  async function send(values: ReportValues) {
    const body: ReportBody = { targetId: performerId, target: 'performer', category: values.category!, description: values.description.trim() };
    setSending(true);
    try {
      await reportService.create(body);
      notifySuccess(REPORT_THANKS);
      form.resetFields();
      onClose();
    } catch (e) {
      notifyError(getResponseError(e));
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal
      title="Report this profile"
      open={open}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="send" type="primary" loading={sending} onClick={() => form.submit()} data-testid="report-submit">
          Send report
        </Button>,
      ]}
    >
      <Form<ReportValues> form={form} layout="vertical" onFinish={send} initialValues={{ description: '' }} data-testid="report-form">
        <Form.Item name="category" label="What is wrong?" rules={[{ required: true, message: 'Choose what is wrong.' }]}>
          <Select options={categoryOptions} placeholder="Choose" data-testid="report-category" />
        </Form.Item>
        <Form.Item
          name="description"
          label="Details"
          rules={[zodRule(reportBody.shape.description, { required: 'Describe the problem in at least 5 characters' })]}
        >
          <Input.TextArea rows={4} showCount maxLength={DESCRIPTION_MAX} placeholder="What did you see, and where?" data-testid="report-description" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
