// What the subscribe dialog's button does: a paid plan by card opens the gateway's checkout (one payment per
// click, through an Idempotency-Key); a free trial, or a plan paid from the wallet, is active at once, so the
// page is read again to show the profile as subscribed with its subscriber posts unlocked. The wallet's new
// balance arrives over the socket (balance/update), as after every wallet charge.
import { useRouter } from 'next/router';
import { useState } from 'react';
import type { SubscribeResult, SubscriptionType } from '@/contracts/subscriptions';
import { formatDate } from '@/lib/format-date';
import { checkoutAddress } from '@/components/wallet/top-up-form';
import { newActionKey } from '@/components/wallet/wallet-money';
import { errorMessageOr, notifyError, notifySuccess } from '@/lib/notify';
import { useAppDispatch } from '@/redux/hooks';
import { resetSubscription } from '@/redux/subscription/actions';
import { subscriptionService } from '@/services/subscription.api';
import { rememberSubscriptionCheckout, type CheckoutPerformer } from './subscription-checkout';

export const SUBSCRIBE_FAILED = 'Could not start the subscription, please try again';

export const freeTrialStarted = (name: string, expiredAt: string) => `You are subscribed to ${name}. Your free trial runs until ${formatDate(expiredAt)}.`;
export const paidFromWallet = (name: string, expiredAt: string) => `You are subscribed to ${name} until ${formatDate(expiredAt)}, paid from your wallet.`;

export type PaymentMethod = 'card' | 'wallet';

export interface SubscribeAction {
  subscribe: (type: SubscriptionType, method?: PaymentMethod) => Promise<void>;
  sending: boolean;
  /** The checkout being opened is the sandbox's test mode (known once the server answered). */
  testMode: boolean;
}

export function useSubscribe(performer: CheckoutPerformer, onSubscribed?: () => void): SubscribeAction {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const [sending, setSending] = useState(false);
  const [testMode, setTestMode] = useState(false);
  const name = performer.name || performer.username || 'this performer';

  function activated(result: SubscribeResult & { subscription: NonNullable<SubscribeResult['subscription']> }) {
    dispatch(resetSubscription());
    const { subscriptionType, expiredAt } = result.subscription;
    notifySuccess(subscriptionType === 'free' ? freeTrialStarted(name, expiredAt) : paidFromWallet(name, expiredAt));
    onSubscribed?.();
    setSending(false);
    // Reading the page again (its getInitialProps) brings the profile's posts as a subscriber sees them.
    router.replace(router.asPath, undefined, { scroll: false }).catch(() => undefined);
  }

  async function openCheckout(result: SubscribeResult, checkoutUrl: string) {
    if (result.paymentId) rememberSubscriptionCheckout(result.paymentId, performer);
    setTestMode(result.testMode);
    const address = checkoutAddress(checkoutUrl, result.amount);
    // A gateway's own page is left to the browser; the dialog stays until the page goes.
    if (!address.startsWith('/')) return window.location.assign(address);
    try {
      await router.push(address);
    } finally {
      // Also when the navigation was called off: the dialog opens afresh next time.
      dispatch(resetSubscription());
      setSending(false);
      setTestMode(false);
    }
  }

  async function subscribe(type: SubscriptionType, method: PaymentMethod = 'card') {
    setSending(true);
    try {
      const body = method === 'wallet' && type !== 'free' ? { performerId: performer._id, type, paymentMethod: method } : { performerId: performer._id, type };
      const { data } = await subscriptionService.subscribe(body, newActionKey());
      if (data.subscription) return activated({ ...data, subscription: data.subscription });
      if (data.checkoutUrl) return await openCheckout(data, data.checkoutUrl);
      notifyError(SUBSCRIBE_FAILED);
      setSending(false);
    } catch (e) {
      notifyError(errorMessageOr(e, SUBSCRIBE_FAILED));
      setSending(false);
    }
  }

  return { subscribe, sending, testMode };
}
