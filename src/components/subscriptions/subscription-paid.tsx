// The success page for a subscription payment: the subscription is on, with the way back to the performer
// (remembered in this tab when the checkout opened) or to the fan's list of subscriptions.
import { Result, Tag } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import type { PaymentTransactionItem } from '@/contracts/payments';
import { LinkButton } from '@/components/common/link-button';
import { PageContainer } from '@/components/common/page-container';
import { PageHead } from '@/components/common/page-head';
import { profilePath } from '@/components/performers/profile-path';
import { formatPrice } from '@/lib/money';
import { subscriptionCheckoutOf } from './subscription-checkout';

export function SubscriptionPaid({ payment }: { payment: PaymentTransactionItem }) {
  const performer = subscriptionCheckoutOf(payment._id);
  const name = performer ? performer.name || performer.username || 'the performer' : null;
  const toList = (
    <LinkButton key="list" href="/user/my-subscription" type={performer ? 'default' : 'primary'} data-testid="payment-to-subscriptions">
      My subscriptions
    </LinkButton>
  );
  const toPerformer = performer ? (
    <LinkButton key="performer" href={profilePath(performer)} type="primary" data-testid="payment-to-performer">
      Back to {name}
    </LinkButton>
  ) : null;
  return (
    <PageContainer maxWidth={560}>
      <PageHead title="Subscription active" />
      <Result
        status="success"
        title={name ? `You are subscribed to ${name}` : 'Your subscription is active'}
        subTitle={
          <Typography.Text data-testid="payment-subscription">
            {formatPrice(payment.amount)} paid. {payment.testMode ? <Tag color="purple">Test mode</Tag> : null}
          </Typography.Text>
        }
        extra={toPerformer ? [toPerformer, toList] : [toList]}
        data-testid="payment-success"
      />
    </PageContainer>
  );
}
