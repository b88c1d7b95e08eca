// A dialog that asks why something is refused (a performer's review, a payout request): one required text,
// checked by the API's own rule, sent trimmed. What it says and checks is the caller's.
import { Form, Input, Modal } from 'antd';
import type { z } from 'zod';
import type { SchemaLoader } from '@/components/common/schemas-on-demand';
import { zodRule } from '@/components/common/zod-rule';

export interface ReasonModalProps {
  open: boolean;
  sending: boolean;
  onSend: (reason: string) => void;
  onClose: () => void;
}

export interface ReasonAsk {
  title: string;
  /** The form field's name (the body's key). */
  name: string;
  extra: string;
  /** The API's rule for the reason, or its loader (contracts-on-demand.ts). */
  rule: z.ZodType | SchemaLoader;
  required: string;
  /** The send button's words; Reject by default. */
  okText?: string;
  /** `admin-reject` gives admin-reject-confirm and admin-reject-reason. */
  testIdPrefix: string;
  formTestId?: string;
}

export function ReasonModal({ ask, open, sending, onSend, onClose }: ReasonModalProps & { ask: ReasonAsk }) {
  const [form] = Form.useForm<Record<string, string>>();
  return (
    <Modal
      open={open}
      title={ask.title}
      okText={ask.okText ?? 'Reject'}
      okButtonProps={{ danger: true, loading: sending, 'data-testid': `${ask.testIdPrefix}-confirm` }}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(values) => onSend(values[ask.name].trim())} requiredMark="optional" data-testid={ask.formTestId}>
        <Form.Item name={ask.name} label="Reason" extra={ask.extra} rules={[zodRule(ask.rule, { required: ask.required })]}>
          <Input.TextArea rows={4} maxLength={1000} showCount autoFocus data-testid={`${ask.testIdPrefix}-reason`} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
