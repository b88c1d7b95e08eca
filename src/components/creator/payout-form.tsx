// Where payouts go: bank transfer (the bank details) or PayPal (PUT /performers/payment-gateway-settings).
import { Alert, Button, Form, Input, Radio } from 'antd';
import type { PaymentGatewaySettings } from '@/contracts/performers';
import { performersContract } from '@/components/common/contracts-on-demand';
import { useSave } from '@/components/common/use-save';
import { zodRule } from '@/components/common/zod-rule';
import { notifySuccess } from '@/lib/notify';
import { CHANGES_SAVED, UPDATE_FAILED } from '@/redux/user/sagas';
import { performerAccountService } from '@/services/performer-account.api';
import type { OwnPerformerFormProps } from './banking-form';

interface PayoutValues {
  payoutMethod: PaymentGatewaySettings['payoutMethod'];
  paypalEmail?: string;
}

/** The contract's check of the address (fetched when first checked); the form asks for one itself. */
const paypalEmail = performersContract.pick((m) => m.paymentGatewayBody.shape.paypalEmail);

export function PayoutForm({ performer, apply }: OwnPerformerFormProps) {
  const [form] = Form.useForm<PayoutValues>();
  const { saving, run } = useSave(UPDATE_FAILED);
  const method = Form.useWatch('payoutMethod', form) ?? performer.paymentGateway.payoutMethod;

  const save = (values: PayoutValues) =>
    run(async () => {
      const body =
        values.payoutMethod === 'paypal'
          ? { payoutMethod: 'paypal' as const, paypalEmail: values.paypalEmail?.trim() ?? '' }
          : { payoutMethod: 'bank' as const };
      const paymentGateway = (await performerAccountService.updatePaymentGateway(body)).data;
      apply({ ...performer, paymentGateway });
      notifySuccess(CHANGES_SAVED);
    });

  return (
    <Form<PayoutValues>
      form={form}
      layout="vertical"
      initialValues={{ payoutMethod: performer.paymentGateway.payoutMethod, paypalEmail: performer.paymentGateway.paypalEmail ?? '' }}
      onFinish={save}
      requiredMark="optional"
      data-testid="creator-payout-form"
    >
      <Form.Item name="payoutMethod" label="Payout method" required>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'bank', label: 'Bank transfer' },
            { value: 'paypal', label: 'PayPal' },
          ]}
          data-testid="creator-payout-method"
        />
      </Form.Item>
      {method === 'paypal' ? (
        <Form.Item name="paypalEmail" label="PayPal email" rules={[zodRule(paypalEmail, { required: 'Enter your PayPal email to be paid by PayPal' })]}>
          <Input type="email" autoComplete="email" maxLength={254} data-testid="creator-payout-paypal-email" />
        </Form.Item>
      ) : performer.banking ? null : (
        <Alert type="warning" showIcon title="Add your bank details above before choosing bank transfer." style={{ marginBottom: 16 }} />
      )}
      <Button type="primary" htmlType="submit" loading={saving} data-testid="creator-payout-save">
        Save payout method
      </Button>
    </Form>
  );
}
