// Asks why a performer is rejected: the reason is emailed to them and shown on their account page.
import { Form, Input, Modal } from 'antd';
import { rejectPerformerBody } from '@/contracts/performers';
import { zodRule } from '@/components/common/zod-rule';

interface Props {
  open: boolean;
  sending: boolean;
  onSend: (reason: string) => void;
  onClose: () => void;
}

export function RejectModal({ open, sending, onSend, onClose }: Props) {
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={open}
      title="Reject this performer"
      okText="Reject"
      okButtonProps={{ danger: true, loading: sending, 'data-testid': 'admin-reject-confirm' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={({ reason }) => onSend(reason.trim())} data-testid="admin-reject-form">
        <Form.Item
          name="reason"
          label="Reason"
          extra="The performer gets this by email and sees it on their account page. Say what to send instead."
          rules={[zodRule(rejectPerformerBody.shape.reason, { required: 'Tell the performer why (at least 3 characters)' })]}
        >
          <Input.TextArea rows={4} maxLength={1000} showCount autoFocus data-testid="admin-reject-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
