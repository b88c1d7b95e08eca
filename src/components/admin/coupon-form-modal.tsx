// Creates or edits a coupon with the contract's rules (code of letters, digits and dashes; 1-100 %; a future
// expiry; at least one use). An edit sends only what changed, so an expired coupon can still be switched off.
// A new coupon's code may be left empty: the server then makes one that cannot be guessed (Generate shows one
// beforehand); the admin may type their own instead. An existing coupon keeps a code: it can change, not go.
import { Button, Form, Input, InputNumber, Modal, Select, Space } from 'antd';
import { paymentsContract } from '@/components/common/contracts-on-demand';
import { zodRule } from '@/components/common/zod-rule';
import { generateCouponCode } from '@/contracts/list-values';
import type { AdminCoupon } from '@/contracts/payments';
import { toLocalInput, type CouponFormValues } from './coupon-values';

const futureDateRule = {
  validator: async (_rule: unknown, value: string | undefined) => {
    if (!value) throw new Error('Choose when the coupon expires');
    const at = new Date(value).getTime();
    if (Number.isNaN(at)) throw new Error('Choose a valid date and time');
    if (at <= Date.now()) throw new Error('The expiry must be in the future');
  },
};

interface Props {
  open: boolean;
  /** The coupon being edited; null creates a new one. */
  coupon: AdminCoupon | null;
  sending: boolean;
  onSend: (values: CouponFormValues) => void;
  onClose: () => void;
}

export function CouponFormModal({ open, coupon, sending, onSend, onClose }: Props) {
  const [form] = Form.useForm<CouponFormValues>();

  // The modal's content is rebuilt on every opening, so these start each form afresh.
  const initialValues: Partial<CouponFormValues> = coupon
    ? { code: coupon.code, percentage: coupon.percentage, expiresAt: toLocalInput(coupon.expiresAt), maxUses: coupon.maxUses, status: coupon.status }
    : { code: '', status: 'active', maxUses: 100, percentage: 10 };
  const codeRule = coupon
    ? zodRule(paymentsContract.pick((m) => m.couponUpdateBody.shape.code), { required: 'Enter a coupon code' })
    : zodRule(paymentsContract.pick((m) => m.couponBody.shape.code));

  // An edit keeps an expiry already past unless the admin changes it.
  const expiryRules = coupon ? [{ validator: async (r: unknown, v: string | undefined) => (v === toLocalInput(coupon.expiresAt) ? undefined : futureDateRule.validator(r, v)) }] : [futureDateRule];

  return (
    <Modal
      open={open}
      title={coupon ? `Edit coupon ${coupon.code}` : 'New coupon'}
      okText={coupon ? 'Save' : 'Create'}
      okButtonProps={{ loading: sending, 'data-testid': 'admin-coupon-save' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={initialValues} onFinish={onSend} requiredMark="optional" data-testid="admin-coupon-form">
        <Form.Item
          label="Code"
          required={!!coupon}
          extra={coupon ? 'A generated code cannot be guessed; one you make up, like SPRING10, can be.' : 'Left empty, a code that cannot be guessed is made for you; one you make up, like SPRING10, can be guessed.'}
        >
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="code" noStyle rules={[codeRule]}>
              <Input maxLength={40} autoComplete="off" placeholder={coupon ? undefined : 'Made for you when left empty'} data-testid="admin-coupon-code" />
            </Form.Item>
            <Button onClick={() => form.setFieldValue('code', generateCouponCode())} data-testid="admin-coupon-generate">
              Generate
            </Button>
          </Space.Compact>
        </Form.Item>
        <Form.Item name="percentage" label="Discount (%)" rules={[{ required: true, message: 'percentage is 1 to 100' }, zodRule(paymentsContract.pick((m) => m.couponBody.shape.percentage))]}>
          <InputNumber min={1} max={100} precision={0} style={{ width: '100%' }} data-testid="admin-coupon-percentage" />
        </Form.Item>
        <Form.Item name="expiresAt" label="Expires at" required rules={expiryRules}>
          <Input type="datetime-local" data-testid="admin-coupon-expires" />
        </Form.Item>
        <Form.Item name="maxUses" label="Maximum uses" extra="Each user can use a coupon once." rules={[{ required: true, message: 'maxUses must be at least 1' }, zodRule(paymentsContract.pick((m) => m.couponBody.shape.maxUses))]}>
          <InputNumber min={1} max={1_000_000} precision={0} style={{ width: '100%' }} data-testid="admin-coupon-max-uses" />
        </Form.Item>
        <Form.Item name="status" label="Status" required>
          <Select
            options={[
              { value: 'active', label: 'Active' },
              { value: 'inactive', label: 'Inactive' },
            ]}
            data-testid="admin-coupon-status"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
