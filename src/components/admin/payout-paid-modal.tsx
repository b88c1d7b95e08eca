// Marks a payout paid once the money is sent: the bank's or PayPal's reference for the transfer is required
// (the performer sees it on their payout and in the email), and the step cannot be undone. Loaded on the
// first Mark paid.
import { Form, Input, Modal } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import { payoutsContract } from '@/components/common/contracts-on-demand';
import { zodRule } from '@/components/common/zod-rule';
import type { PayoutRequestItem } from '@/contracts/payouts';
import { formatPrice } from '@/lib/money';

export const REFERENCE_REQUIRED = 'Enter the reference of the transfer (from your bank or PayPal)';

interface Props {
  payout: PayoutRequestItem | null;
  sending: boolean;
  onSend: (reference: string) => void;
  onClose: () => void;
}

export function PayoutPaidModal({ payout, sending, onSend, onClose }: Props) {
  const [form] = Form.useForm<{ reference: string }>();
  const id = payout?._id ?? '';
  return (
    <Modal
      open={payout !== null}
      title="Mark this payout paid?"
      okText="Mark paid"
      okButtonProps={{ loading: sending, 'data-testid': `admin-payout-paid-confirm-${id}` }}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      {payout ? (
        <Form form={form} layout="vertical" onFinish={(values) => onSend(values.reference.trim())} requiredMark="optional">
          <Typography.Paragraph>
            Only once {formatPrice(payout.amount)} has been sent: this cannot be undone.
            {payout.testFunded > 0 ? ` ${formatPrice(payout.testFunded)} of it is test money: no real money was paid in for that part.` : ''}
          </Typography.Paragraph>
          <Form.Item
            name="reference"
            label="Transfer reference"
            extra="The reference your bank or PayPal gave the transfer. The performer sees it."
            rules={[zodRule(payoutsContract.pick((m) => m.markPaidBody.shape.reference), { required: REFERENCE_REQUIRED })]}
          >
            <Input maxLength={120} autoFocus autoComplete="off" data-testid="admin-payout-paid-reference" />
          </Form.Item>
        </Form>
      ) : null}
    </Modal>
  );
}
