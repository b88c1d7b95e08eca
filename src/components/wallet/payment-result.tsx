// Where the checkout comes back to: the payment received (with the wallet's balance, which the server's
// push keeps current) or cancelled. The success page checks the payment itself: an address proves nothing.
import { Button, Result, Spin } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import type { PaymentTransactionItem } from '@/contracts/payments';
import { LinkButton } from '@/components/common/link-button';
import { PageContainer } from '@/components/common/page-container';
import { PageHead } from '@/components/common/page-head';
import { formatPrice } from '@/lib/money';
import { SubscriptionPaid } from '@/components/subscriptions/subscription-paid';
import { useAppSelector } from '@/redux/hooks';
import { selectBalance } from '@/redux/user/selectors';
import { paymentService } from '@/services/payment.api';
import { useResource } from '@/hooks/use-resource';

/** The newest payments hold the one just made. */
const RECENT = 20;

function usePayment(paymentId: string): { payment: PaymentTransactionItem | null; loading: boolean } {
  // A failed read leaves the payment unknown, and the page says what it can without it (no toast).
  const recent = useResource(() => paymentService.transactions({ pageSize: String(RECENT) }), paymentId, { ready: !!paymentId });
  const payment = recent.value?.data.find((p) => p._id === paymentId) ?? null;
  return { payment, loading: !!paymentId && recent.loading };
}

const toWallet = (
  <LinkButton key="wallet" href="/wallet" type="primary" data-testid="payment-to-wallet">
    Go to my wallet
  </LinkButton>
);

export function PaymentSuccess({ paymentId }: { paymentId: string }) {
  const balance = useAppSelector(selectBalance);
  const { payment, loading } = usePayment(paymentId);
  if (loading) return <Spin style={{ display: 'block', margin: '64px auto' }} />;
  if (payment && payment.status !== 'succeeded') {
    const failed = payment.status === 'failed' || payment.status === 'cancelled' || payment.status === 'expired';
    return (
      <PageContainer maxWidth={560}>
        <PageHead title="Payment" />
        <Result
          status={failed ? 'error' : 'info'}
          title={failed ? 'This payment did not go through' : 'This payment is not confirmed yet'}
          subTitle={payment.type === 'subscription' ? 'Your subscription has not started.' : 'Nothing was added to your wallet for it.'}
          extra={[toWallet]}
          data-testid="payment-not-received"
        />
      </PageContainer>
    );
  }
  if (payment?.type === 'subscription') return <SubscriptionPaid payment={payment} />;
  return (
    <PageContainer maxWidth={560}>
      <PageHead title="Payment received" />
      <Result
        status="success"
        title="Payment received"
        subTitle={
          <>
            {payment ? <Typography.Paragraph data-testid="payment-credit">{formatPrice(payment.credit)} was added to your wallet.</Typography.Paragraph> : null}
            <Typography.Text>
              Your balance is now <strong data-testid="payment-balance">{formatPrice(balance)}</strong>.
            </Typography.Text>
          </>
        }
        extra={[toWallet]}
        data-testid="payment-success"
      />
    </PageContainer>
  );
}

export function PaymentCancelled() {
  return (
    <PageContainer maxWidth={560}>
      <PageHead title="Payment cancelled" />
      <Result
        status="warning"
        title="Payment cancelled, nothing was charged"
        subTitle="You can start a new top-up whenever you like."
        extra={[
          toWallet,
          <Button key="back" onClick={() => history.back()}>
            Back
          </Button>,
        ]}
        data-testid="payment-cancelled"
      />
    </PageContainer>
  );
}
