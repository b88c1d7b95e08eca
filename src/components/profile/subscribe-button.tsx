// The profile's subscribe button. It loads the subscribe dialog (subscribe-modal.tsx: the plans, a free trial,
// the way to the checkout) when first pressed, then opens it through the subscription slice.
import { CrownOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import type { PublicPerformer } from '@/contracts/performers';
import { formatPrice } from '@/lib/money';
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
      <Button icon={<CrownOutlined />} disabled data-testid="profile-subscribe">
        Subscribed
      </Button>
    );
  }
  const open = () =>
    void dialog.load().then((ready) => {
      if (ready) dispatch(setSubscription({ showModal: true, performer, subscriptionType: 'monthly' }));
    });
  return (
    <>
      <Button type="primary" icon={<CrownOutlined />} loading={dialog.loading} data-testid="profile-subscribe" onClick={() => gate(open)}>
        {performer.isFreeSubscription ? 'Subscribe · free trial' : `Subscribe · ${formatPrice(performer.monthlyPrice)}/month`}
      </Button>
      {dialog.Component ? <dialog.Component performer={performer} onSubscribed={() => setJustSubscribed(true)} /> : null}
    </>
  );
}
