// The sandbox gateway's checkout (docs/business-rules.md "Payment gateways"): a test card pays, a declining
// test card fails the payment (a failed payment stays failed, so trying again starts a new top-up), and the
// page says plainly that no real money moves.
import { PaymentEnded } from '@/components/wallet/payment-ended';
import { ExperimentOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, Input } from 'antd';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { PageContainer } from '@/components/common/page-container';
import { PageHead } from '@/components/common/page-head';
import { LinkButton } from '@/components/common/link-button';
import { PlainCard } from '@/components/layout/plain-card';
import { formatPrice } from '@/lib/money';
import { errorMessageOr } from '@/lib/notify';
import { paymentService } from '@/services/payment.api';

export const TEST_MODE_NOTICE = 'Test mode: no real money moves. Use card 4242 4242 4242 4242; 4000 0000 0000 0002 is declined.';
export const CARD_DECLINED = 'Your card was declined. Nothing was charged.';
export const PAY_FAILED = 'Could not complete the payment, please try again';

interface CardFields {
  cardNumber: string;
  expiry?: string;
  cvc?: string;
  holderName?: string;
}

export const successPath = (paymentId: string) => `/payment/success?paymentId=${encodeURIComponent(paymentId)}`;

function Declined({ paymentId }: { paymentId: string }) {
  return <PaymentEnded paymentId={paymentId} reason={CARD_DECLINED} testId={{ prefix: 'sandbox', notice: 'sandbox-declined' }} />;
}

export function SandboxCheckout({ paymentId, amount }: { paymentId: string; amount: number | null }) {
  const router = useRouter();
  const [form] = Form.useForm<CardFields>();
  const [paying, setPaying] = useState(false);
  const [declined, setDeclined] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function pay(fields: CardFields) {
    setPaying(true);
    setProblem(null);
    try {
      const { data } = await paymentService.confirmSandbox({ paymentId, ...fields });
      if (data.status === 'succeeded') {
        void router.push(successPath(paymentId));
        return;
      }
      if (data.status === 'failed' || data.status === 'cancelled') setDeclined(true);
      else setProblem(PAY_FAILED);
    } catch (e) {
      setProblem(errorMessageOr(e, PAY_FAILED));
    }
    setPaying(false);
  }

  return (
    <PageContainer maxWidth={520}>
      <PageHead title="Checkout" />
      <Flex vertical gap={16}>
        <Alert type="warning" showIcon icon={<ExperimentOutlined />} title={TEST_MODE_NOTICE} data-testid="sandbox-test-mode" />
        <PlainCard title={amount !== null ? `Pay ${formatPrice(amount)}` : 'Pay by card'} size="small">
          {declined ? (
            <Declined paymentId={paymentId} />
          ) : (
            <Form<CardFields> form={form} layout="vertical" onFinish={(v) => void pay(v)} disabled={paying} requiredMark="optional" data-testid="sandbox-form">
              <Form.Item name="cardNumber" label="Card number" rules={[{ required: true, whitespace: true, message: 'Enter a card number' }]}>
                <Input inputMode="numeric" autoComplete="off" maxLength={23} placeholder="4242 4242 4242 4242" data-testid="sandbox-card" />
              </Form.Item>
              <Flex gap={12}>
                <Form.Item name="expiry" label="Expiry" style={{ flex: 1, minWidth: 0 }}>
                  <Input placeholder="MM/YY" maxLength={5} autoComplete="off" data-testid="sandbox-expiry" />
                </Form.Item>
                <Form.Item name="cvc" label="CVC" style={{ flex: 1, minWidth: 0 }}>
                  <Input placeholder="123" maxLength={4} inputMode="numeric" autoComplete="off" data-testid="sandbox-cvc" />
                </Form.Item>
              </Flex>
              <Form.Item name="holderName" label="Name on card">
                <Input maxLength={100} autoComplete="off" data-testid="sandbox-name" />
              </Form.Item>
              {problem ? <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} data-testid="sandbox-problem" /> : null}
              <Flex vertical gap={8}>
                <Button type="primary" htmlType="submit" block loading={paying} data-testid="sandbox-pay">
                  {amount !== null ? `Pay ${formatPrice(amount)}` : 'Pay'}
                </Button>
                <LinkButton href="/payment/cancel" type="text" block data-testid="sandbox-cancel">
                  Cancel and go back
                </LinkButton>
              </Flex>
            </Form>
          )}
        </PlainCard>
      </Flex>
    </PageContainer>
  );
}
