// Confirms a deletion on request: says what is erased and what is kept, and asks for the username typed out,
// so an account is never deleted by a slip of the mouse.
import { Alert, Form, Input, Modal } from 'antd';
import { Typography } from '@/components/common/plain-typography';

export interface DeleteModalProps {
  open: boolean;
  sending: boolean;
  username: string;
  onConfirm: () => void;
  onClose: () => void;
}

export function DeleteModal({ open, sending, username, onConfirm, onClose }: DeleteModalProps) {
  const [form] = Form.useForm<{ typed: string }>();
  const typed = Form.useWatch('typed', form) ?? '';
  const confirmed = typed.trim() === username;
  return (
    <Modal
      open={open}
      title={`Delete @${username}`}
      okText="Delete for good"
      okButtonProps={{ danger: true, loading: sending, disabled: !confirmed, 'data-testid': 'admin-delete-confirm' }}
      onOk={onConfirm}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Typography.Paragraph>
        <strong>Erased:</strong> name, username, email, password, profile picture and cover, bio, a creator&apos;s personal details, ID
        documents and bank details, addresses, linked social sign-ins, sessions and notifications.
      </Typography.Paragraph>
      <Typography.Paragraph>
        <strong>Kept:</strong> the money records (wallet ledger, payments, orders, earnings and payout requests), still on this account&apos;s id, because a
        payments business must be able to account for every payment.
      </Typography.Paragraph>
      <Alert type="warning" showIcon message="This cannot be undone." style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" requiredMark="optional" onFinish={() => confirmed && onConfirm()}>
        <Form.Item name="typed" label={`Type ${username} to confirm`}>
          <Input autoComplete="off" data-testid="admin-delete-username" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
