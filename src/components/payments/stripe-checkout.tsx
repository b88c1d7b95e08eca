// Stripe's checkout on our own page (/payment/stripe/{id}): the payment's client secret comes from
// GET /payment/{id} (owner only), Stripe.js is loaded lazily and its card element confirms the PaymentIntent.
// The wallet or subscription changes only when Stripe's signed webhook reaches the server; the success page
// reads the payment again. A declined card ends this payment: the fan starts a new one to try another card.
import { PaymentEnded } from '@/components/wallet/payment-ended';
import { ExperimentOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Skeleton } from 'antd';
import { ResultOnDemand } from '@/components/common/result-on-demand';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { PlainCard } from '@/components/layout/plain-card';
import type { PaymentDetail } from '@/contracts/payments';
import { LinkButton } from '@/components/common/link-button';
import { PageContainer } from '@/components/common/page-container';
import { PageHead } from '@/components/common/page-head';
import { formatPrice } from '@/lib/money';
import { errorMessageOr } from '@/lib/notify';
import { useResource } from '@/hooks/use-resource';
import { useAppSelector } from '@/redux/hooks';
import { selectSettings } from '@/redux/settings/selectors';
import { paymentService } from '@/services/payment.api';
import { CardField } from './card-field';
import { useStripeCard } from './use-stripe-card';

export const STRIPE_TEST_MODE = 'Stripe test mode: no real money moves. Use card 4242 4242 4242 4242; 4000 0000 0000 0002 is declined.';
export const PAY_FAILED = 'Could not complete the payment, please try again';
export const NOT_SET_UP = 'Card payments are not set up on this site yet. Please try again later.';
const LOAD_FAILED = 'This payment could not be loaded';

export const successPath = (paymentId: string) => `/payment/success?paymentId=${encodeURIComponent(paymentId)}`;

const CONFIRM_TRIES = 20;
const CONFIRM_INTERVAL_MS = 750;

/** Stripe's webhook reaches the server a moment after the card is accepted: wait for it (a while at most). */
async function untilConfirmed(paymentId: string): Promise<void> {
  for (let i = 0; i < CONFIRM_TRIES; i++) {
    try {
      if ((await paymentService.detail(paymentId)).data.status !== 'pending') return;
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, CONFIRM_INTERVAL_MS));
  }
}

function Ended({ paymentId, reason }: { paymentId: string; reason: string }) {
  return <PaymentEnded paymentId={paymentId} reason={reason} testId={{ prefix: 'stripe', notice: 'stripe-ended' }} />;
}

function PayForm({ detail, publishableKey, onEnded }: { detail: PaymentDetail; publishableKey: string; onEnded: (reason: string) => void }) {
  const router = useRouter();
  const card = useStripeCard(publishableKey);
  const [paying, setPaying] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  async function pay() {
    if (!card.stripe || !card.card || !detail.clientSecret) return;
    setPaying(true);
    setProblem(null);
    try {
      const result = await card.stripe.confirmCardPayment(detail.clientSecret, { payment_method: { card: card.card } });
      if (result.error) {
        // A decline ends the payment on our side (the webhook says so); other errors (an incomplete card) can be fixed here.
        if (result.error.type === 'card_error') onEnded(result.error.message ?? 'Your card was declined. Nothing was charged.');
        else setProblem(result.error.message ?? PAY_FAILED);
      } else {
        setConfirming(true);
        await untilConfirmed(detail.paymentId);
        void router.push(successPath(detail.paymentId));
        return;
      }
    } catch (e) {
      setProblem(errorMessageOr(e, PAY_FAILED));
    }
    setPaying(false);
  }

  if (card.loadError) return <Alert type="error" showIcon title={card.loadError} data-testid="stripe-load-error" />;
  return (
    <Flex vertical gap={16}>
      <CardField card={card} />
      {problem ? <Alert type="error" showIcon title={problem} data-testid="stripe-problem" /> : null}
      {confirming ? <Alert type="info" showIcon title="Card accepted. Confirming your payment…" data-testid="stripe-confirming" /> : null}
      <Button type="primary" block loading={paying} disabled={!card.card || paying} onClick={() => void pay()} data-testid="stripe-pay">
        Pay {formatPrice(detail.amount)}
      </Button>
      <LinkButton href="/payment/cancel" type="text" block data-testid="stripe-cancel">
        Cancel and go back
      </LinkButton>
    </Flex>
  );
}

export function StripeCheckout({ paymentId }: { paymentId: string }) {
  const router = useRouter();
  const publishableKey = useAppSelector(selectSettings).stripePublishableKey || null;
  const [ended, setEnded] = useState<string | null>(null);
  const payment = useResource(
    async () => {
      const answer = await paymentService.detail(paymentId);
      if (answer.data.status === 'succeeded') void router.replace(successPath(paymentId));
      else if (answer.data.gateway === 'sandbox') void router.replace(`/payment/sandbox/${encodeURIComponent(paymentId)}`);
      return answer;
    },
    paymentId,
    { errorText: LOAD_FAILED },
  );
  const { value: detail, error: loadError, reload: load } = payment;

  let body;
  if (loadError) {
    body = <ResultOnDemand status="error" title={LOAD_FAILED} subTitle={loadError} extra={<Button onClick={() => void load()}>Try again</Button>} data-testid="stripe-checkout-error" />;
  } else if (!detail) {
    body = <Skeleton active paragraph={{ rows: 3 }} />;
  } else if (ended || detail.status === 'failed' || detail.status === 'cancelled' || detail.status === 'expired') {
    body = <Ended paymentId={paymentId} reason={ended ?? 'This payment did not go through. Nothing was charged.'} />;
  } else if (!publishableKey || !detail.clientSecret) {
    body = <Alert type="error" showIcon title={NOT_SET_UP} data-testid="stripe-not-set-up" />;
  } else {
    body = <PayForm detail={detail} publishableKey={publishableKey} onEnded={setEnded} />;
  }

  return (
    <PageContainer maxWidth={520}>
      <PageHead title="Checkout" />
      <Flex vertical gap={16}>
        {detail?.testMode ? <Alert type="warning" showIcon icon={<ExperimentOutlined />} title={STRIPE_TEST_MODE} data-testid="stripe-test-mode" /> : null}
        <PlainCard title={detail ? `Pay ${formatPrice(detail.amount)}` : 'Pay by card'} size="small" data-testid="stripe-checkout">
          {body}
        </PlainCard>
      </Flex>
    </PageContainer>
  );
}
