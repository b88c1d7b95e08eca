// A checkout whose payment can no longer be paid (declined, failed at the gateway): the way to try another
// card. A subscription payment is tried again from the performer's profile, a top-up from the wallet.
import { Alert, Flex } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import { LinkButton } from '@/components/common/link-button';
import { profilePath } from '@/components/performers/profile-path';
import { subscriptionCheckoutOf } from '@/components/subscriptions/subscription-checkout';

/** `testId` names the gateway's notice ("sandbox" gives sandbox-retry, sandbox-cancel-link, and so on). */
export function PaymentEnded({ paymentId, reason, testId }: { paymentId: string; reason: string; testId: { prefix: string; notice: string } }) {
  const performer = subscriptionCheckoutOf(paymentId);
  return (
    <Alert
      type="error"
      showIcon
      title={reason}
      description={
        <Flex vertical gap={8} align="flex-start">
          <Typography.Text>This payment cannot be paid any more. {performer ? 'Subscribe again' : 'Start a new top-up'} to try another card.</Typography.Text>
          <Flex gap={8} wrap>
            <LinkButton href={performer ? profilePath(performer) : '/wallet'} type="primary" data-testid={`${testId.prefix}-retry`}>
              Try another card
            </LinkButton>
            <LinkButton href="/payment/cancel" data-testid={`${testId.prefix}-cancel-link`}>
              Cancel
            </LinkButton>
          </Flex>
        </Flex>
      }
      data-testid={testId.notice}
    />
  );
}
