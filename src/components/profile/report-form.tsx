// The report form every report dialog holds (a performer's, a content item's): what is wrong, chosen from the
// report categories, and the details, checked with the API's own rules, sent as POST /reports. Sending again
// updates the earlier report (one per user and target). Each dialog words the categories for what it reports
// and keeps its own buttons and test ids.
import { Form, Input, Select, type FormInstance } from 'antd';
import { reportBody, reportCategories, type ReportBody } from '@/contracts/social';
import { useSave } from '@/components/common/use-save';
import { zodRule } from '@/components/common/zod-rule';
import { notifySuccess } from '@/lib/notify';
import { reportService } from '@/services/report.api';
import { REPORT_THANKS } from './report-words';

const DESCRIPTION_MAX = 2000;

export type ReportCategory = (typeof reportCategories)[number];

export interface ReportValues {
  category?: ReportCategory;
  description: string;
}

/** The form of a report about `targetId`, and its sending: thanks on success, then `onSent`; a failure is shown. */
export function useReportForm(target: ReportBody['target'], targetId: string, onSent: () => void) {
  const [form] = Form.useForm<ReportValues>();
  const { saving: sending, run } = useSave();

  const send = (values: ReportValues) =>
    run(async () => {
      await reportService.create({ target, targetId, category: values.category!, description: values.description.trim() });
      notifySuccess(REPORT_THANKS);
      form.resetFields();
      onSent();
    });

  return { form, sending, send };
}

interface ReportFormProps {
  report: { form: FormInstance<ReportValues>; send: (values: ReportValues) => Promise<void> };
  /** Each category as this kind of report words it. */
  categoryLabels: Record<ReportCategory, string>;
  descriptionPlaceholder: string;
  /** The select's and the text's test ids are `<testId>-category` and `<testId>-description`. */
  testId: string;
  formTestId?: string;
}

export function ReportForm({ report, categoryLabels, descriptionPlaceholder, testId, formTestId }: ReportFormProps) {
  return (
    <Form<ReportValues> form={report.form} layout="vertical" initialValues={{ description: '' }} onFinish={(v) => void report.send(v)} requiredMark="optional" data-testid={formTestId}>
      <Form.Item name="category" label="What is wrong?" rules={[{ required: true, message: 'Choose what is wrong.' }]}>
        <Select placeholder="Choose" options={reportCategories.map((value) => ({ value, label: categoryLabels[value] }))} data-testid={`${testId}-category`} />
      </Form.Item>
      <Form.Item name="description" label="Details" rules={[zodRule(reportBody.shape.description, { required: 'Describe the problem in at least 5 characters' })]}>
        <Input.TextArea rows={4} showCount maxLength={DESCRIPTION_MAX} placeholder={descriptionPlaceholder} data-testid={`${testId}-description`} />
      </Form.Item>
    </Form>
  );
}
