// The profile's subscribe button. It loads the subscribe dialog (subscribe-modal.tsx: the plans, a free trial,
// the way to the checkout) when first pressed, then opens it through the subscription slice.
import CrownOutlined from '@ant-design/icons-svg/es/asn/CrownOutlined';
import { useState } from 'react';
import { PlainIcon } from '@/components/common/plain-icon';
import type { PublicPerformer } from '@/contracts/performers';
import { formatPrice } from '@/lib/money';
import { PlainButton } from '@/components/common/plain-button';
import { useOnDemand } from '@/components/common/use-on-demand';
import { useLoginGate } from '@/components/performers/use-follow';
import { useAppDispatch } from '@/redux/hooks';
import { setSubscription } from '@/redux/subscription/actions';

export function SubscribeButton({ performer }: { performer: PublicPerformer }) {
  const dispatch = useAppDispatch();
  const gate = useLoginGate();
  // A free trial is active at once; the button says so before the page has been read again.
  const [justSubscribed, setJustSubscribed] = useState(false);
  const dialog = useOnDemand(() => import('./subscribe-modal').then((m) => m.SubscribeModal));
  if (performer.isSubscribed || justSubscribed) {
    return (
      <PlainButton icon={<PlainIcon icon={CrownOutlined} />} disabled data-testid="profile-subscribe">
        Subscribed
      </PlainButton>
    );
  }
  // Only when this viewer may still start one (one trial per fan and performer, ever).
  const offersTrial = performer.freeTrialAvailable ?? performer.isFreeSubscription;
  const open = () =>
    void dialog.load().then((ready) => {
      // The trial button opens the trial's own confirmation; the price button opens the paid plans.
      if (ready) dispatch(setSubscription({ showModal: true, performer, subscriptionType: offersTrial ? 'free' : 'monthly' }));
    });
  return (
    <>
      <PlainButton type="primary" icon={<PlainIcon icon={CrownOutlined} />} loading={dialog.loading} data-testid="profile-subscribe" onClick={() => gate(open)}>
        {offersTrial ? 'Subscribe · free trial' : `Subscribe · ${formatPrice(performer.monthlyPrice)}/month`}
      </PlainButton>
      {dialog.Component ? <dialog.Component performer={performer} onSubscribed={() => setJustSubscribed(true)} /> : null}
    </>
  );
}
