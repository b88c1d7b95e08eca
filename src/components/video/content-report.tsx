// Reporting a content item (a video, and galleries or products alike) to the moderators: POST /reports with
// its target. One report per user and item; sending again updates it.
import { FlagOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { reportBody, reportCategories } from '@/contracts/social';
import { useSave } from '@/components/common/use-save';
import { zodRule } from '@/components/common/zod-rule';
import { useLoginGate } from '@/components/performers/use-follow';
import { REPORT_THANKS } from '@/components/profile/report-words';
import { notifySuccess } from '@/lib/notify';
import { reportService } from '@/services/report.api';

type ContentTarget = 'feed' | 'video' | 'gallery' | 'product';
type Category = (typeof reportCategories)[number];

// Worded for something posted rather than for a person.
const CONTENT_CATEGORY_LABELS: Record<Category, string> = {
  spam: 'Spam or misleading',
  harassment: 'Harassing or hateful',
  underage: 'Shows someone who may be under 18',
  impersonation: 'Stolen from someone else',
  illegal: 'Illegal content',
  copyright: 'Breaks copyright',
  other: 'Another problem',
};

interface ContentReportValues {
  category?: Category;
  description: string;
}

export function ContentReportButton({ target, targetId, noun }: { target: ContentTarget; targetId: string; noun: string }) {
  const [open, setOpen] = useState(false);
  const { saving: sending, run } = useSave();
  const [form] = Form.useForm<ContentReportValues>();
  const gate = useLoginGate();

  const send = (values: ContentReportValues) =>
    run(async () => {
      await reportService.create({ target, targetId, category: values.category!, description: values.description.trim() });
      notifySuccess(REPORT_THANKS);
      setOpen(false);
      form.resetFields();
    });

  return (
    <>
      <Button type="text" icon={<FlagOutlined />} onClick={() => gate(() => setOpen(true))} data-testid={`${target}-report`}>
        Report
      </Button>
      <Modal
        title={`Report this ${noun}`}
        open={open}
        onCancel={() => setOpen(false)}
        onOk={() => form.submit()}
        okText="Send report"
        confirmLoading={sending}
        okButtonProps={{ 'data-testid': 'content-report-submit' }}
        destroyOnHidden
      >
        <Form<ContentReportValues> form={form} layout="vertical" initialValues={{ description: '' }} onFinish={(v) => void send(v)}>
          <Form.Item name="category" label="What is wrong?" rules={[{ required: true, message: 'Choose what is wrong.' }]}>
            <Select
              placeholder="Choose"
              options={reportCategories.map((value) => ({ value, label: CONTENT_CATEGORY_LABELS[value] }))}
              data-testid="content-report-category"
            />
          </Form.Item>
          <Form.Item name="description" label="Details" rules={[zodRule(reportBody.shape.description, { required: 'Describe the problem in at least 5 characters' })]}>
            <Input.TextArea rows={4} showCount maxLength={2000} placeholder="What is wrong with it?" data-testid="content-report-description" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
