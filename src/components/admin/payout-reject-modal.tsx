// Asks why a payout is rejected: the note is emailed to the performer and the reserved amount goes back to
// their earnings. (reject-modal.tsx is worded for performer reviews and checks a different rule.)
import { Form, Input, Modal } from 'antd';
import { rejectPayoutBody } from '@/contracts/payouts';
import { zodRule } from '@/components/common/zod-rule';

interface Props {
  open: boolean;
  sending: boolean;
  onSend: (adminNote: string) => void;
  onClose: () => void;
}

export function PayoutRejectModal({ open, sending, onSend, onClose }: Props) {
  const [form] = Form.useForm<{ adminNote: string }>();
  return (
    <Modal
      open={open}
      title="Reject this payout request"
      okText="Reject"
      okButtonProps={{ danger: true, loading: sending, 'data-testid': 'admin-payout-reject-confirm' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={({ adminNote }) => onSend(adminNote.trim())}>
        <Form.Item
          name="adminNote"
          label="Reason"
          extra="The performer gets this by email; the amount goes back to their available earnings."
          rules={[zodRule(rejectPayoutBody.shape.adminNote, { required: 'Tell the performer why the payout is rejected' })]}
        >
          <Input.TextArea rows={4} maxLength={1000} showCount autoFocus data-testid="admin-payout-reject-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
