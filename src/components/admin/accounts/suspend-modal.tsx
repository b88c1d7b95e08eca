// Asks why an account is suspended: the reason is emailed to the person and kept on the account.
import { Form, Input, Modal } from 'antd';
import { contractOnDemand } from '@/components/common/schemas-on-demand';
import { zodRule } from '@/components/common/zod-rule';

const accountsContract = contractOnDemand(() => import('@/contracts/admin-accounts'));
const reasonRule = zodRule(accountsContract.pick((m) => m.suspendAccountBody.shape.reason), { required: 'Say why (at least 3 characters)' });

export interface SuspendModalProps {
  open: boolean;
  sending: boolean;
  username: string;
  onSend: (reason: string) => void;
  onClose: () => void;
}

export function SuspendModal({ open, sending, username, onSend, onClose }: SuspendModalProps) {
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={open}
      title={`Suspend @${username}`}
      okText="Suspend"
      okButtonProps={{ danger: true, loading: sending, 'data-testid': 'admin-suspend-confirm' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(values) => onSend(values.reason.trim())} requiredMark="optional">
        <Form.Item
          name="reason"
          label="Reason"
          extra="They are logged out everywhere, cannot log in, renewals stop and a creator is hidden. We email them this reason."
          rules={[reasonRule]}
        >
          <Input.TextArea rows={4} maxLength={500} showCount autoFocus data-testid="admin-suspend-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
