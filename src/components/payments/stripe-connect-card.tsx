// "Connect with Stripe": POST /stripe/accounts makes the performer's Express account (once) and answers a fresh
// onboarding link; the browser goes there, and Stripe sends the performer back to /creator/banking.
import { Button, Flex } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import { useState } from 'react';
import { errorMessageOr, notifyError } from '@/lib/notify';
import { paymentService } from '@/services/payment.api';

export const CONNECT_FAILED = 'Could not reach Stripe, please try again';
export const BACK_FROM_STRIPE = 'Welcome back. Stripe may take a moment to confirm your details; this page shows when your account is ready.';

export type Redirect = (url: string) => void;
export const redirectTo: Redirect = (url) => window.location.assign(url);

export function StripeConnectCard({ returned, redirect = redirectTo }: { returned: boolean; redirect?: Redirect }) {
  const [connecting, setConnecting] = useState(false);

  async function connect() {
    setConnecting(true);
    try {
      const { data } = await paymentService.connectStripe();
      redirect(data.url);
      return;
    } catch (e) {
      notifyError(errorMessageOr(e, CONNECT_FAILED));
    }
    setConnecting(false);
  }

  return (
    <Flex vertical gap={12} align="flex-start" data-testid="stripe-connect">
      <Typography.Text type="secondary">
        Get paid out through Stripe: Stripe asks for your identity and bank details on its own pages, and we never see your account numbers.
      </Typography.Text>
      {returned ? <Typography.Text data-testid="stripe-connect-returned">{BACK_FROM_STRIPE}</Typography.Text> : null}
      <Button type="primary" loading={connecting} onClick={() => void connect()} data-testid="stripe-connect-button">
        {returned ? 'Continue with Stripe' : 'Connect with Stripe'}
      </Button>
    </Flex>
  );
}
