// Subscribing to a performer: the subscribe button (subscribe-button.tsx, which loads this file when first
// pressed) opens the subscription slice's modal (its state: showModal, performer, subscriptionType). Opened
// for the free trial, it is the trial's one confirmation (trial-confirmation.tsx), which starts it at once;
// opened for a paid plan, it shows the plans and how to pay: from the wallet when it covers the price, else
// the card checkout (src/components/subscriptions/use-subscribe.ts).
import { ExperimentOutlined } from '@ant-design/icons';
import { Button, Flex, Modal, Radio, Tag } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import { useState } from 'react';
import type { PublicPerformer } from '@/contracts/performers';
import { formatPrice } from '@/lib/money';
import { AntdScope } from '@/components/performers/antd-scope';
import { chosenMethod, PaymentChoice } from '@/components/subscriptions/payment-choice';
import { TrialConfirmation } from '@/components/subscriptions/trial-confirmation';
import { useSubscribe, type PaymentMethod } from '@/components/subscriptions/use-subscribe';
import { useAppDispatch, useAppSelector } from '@/redux/hooks';
import { resetSubscription, setSubscription } from '@/redux/subscription/actions';
import type { SubscriptionType } from '@/redux/subscription/reducer';
import { selectSubscription } from '@/redux/subscription/selectors';
import { selectBalance } from '@/redux/user/selectors';

type PaidType = Exclude<SubscriptionType, 'free'>;
interface Plan {
  type: PaidType;
  title: string;
  price: string;
}

/** Whether this viewer may start the performer's free trial (older answers without the field: offered at all). */
export const trialAvailable = (performer: PublicPerformer) => performer.freeTrialAvailable ?? performer.isFreeSubscription;

export function plansOf(performer: PublicPerformer): Plan[] {
  return [
    { type: 'monthly', title: 'Monthly', price: `${formatPrice(performer.monthlyPrice)} / month` },
    { type: 'yearly', title: 'Yearly', price: `${formatPrice(performer.yearlyPrice)} / year` },
  ];
}

const priceOf = (performer: PublicPerformer, type: PaidType) => (type === 'monthly' ? performer.monthlyPrice : performer.yearlyPrice);

export function SubscribeModal({ performer, onSubscribed }: { performer: PublicPerformer; onSubscribed?: () => void }) {
  const dispatch = useAppDispatch();
  const { showModal, performer: chosen, subscriptionType } = useAppSelector(selectSubscription);
  const balance = useAppSelector(selectBalance);
  const { subscribe, sending, testMode } = useSubscribe(performer, onSubscribed);
  const [picked, setPicked] = useState<PaymentMethod | null>(null);
  const open = showModal && chosen?._id === performer._id;
  const name = performer.name || performer.username || 'this performer';
  const trial = subscriptionType === 'free' && trialAvailable(performer);
  const type: PaidType = subscriptionType === 'yearly' ? 'yearly' : 'monthly';
  const price = priceOf(performer, type);
  const method = chosenMethod(picked, balance, price);
  const close = () => {
    setPicked(null);
    dispatch(resetSubscription());
  };

  if (trial) {
    return (
      <AntdScope>
        <Modal title={`Free trial with ${name}`} open={open} onCancel={close} footer={null}>
          <TrialConfirmation
            name={name}
            days={performer.freeSubscriptionDays}
            sending={sending}
            onStart={() => void subscribe('free')}
            onSeePlans={() => dispatch(setSubscription({ subscriptionType: 'monthly' }))}
          />
        </Modal>
      </AntdScope>
    );
  }

  return (
    <AntdScope>
      <Modal
        title={`Subscribe to ${name}`}
        open={open}
        onCancel={close}
        footer={
          <Flex vertical gap={8} align="stretch">
            <Button type="primary" block loading={sending} onClick={() => void subscribe(type, method)} data-testid="subscribe-continue">
              {method === 'wallet' ? `Pay ${formatPrice(price)} from wallet` : 'Continue to payment'}
            </Button>
            {testMode ? (
              <Flex justify="center" align="center" gap={8} wrap data-testid="subscribe-test-mode">
                <Tag icon={<ExperimentOutlined />} color="purple" style={{ margin: 0 }}>
                  Test mode
                </Tag>
                <Typography.Text type="secondary">Opening the checkout, no real money moves.</Typography.Text>
              </Flex>
            ) : (
              <Typography.Text type="secondary" style={{ textAlign: 'center' }} data-testid="subscribe-note">
                {method === 'wallet'
                  ? `${formatPrice(price)} is taken from your wallet and the subscription starts at once. It renews from the wallet while the wallet covers it.`
                  : `You pay ${formatPrice(price)} at the checkout; the subscription starts once the payment goes through.`}
              </Typography.Text>
            )}
          </Flex>
        }
      >
        <Radio.Group
          value={type}
          onChange={(e) => dispatch(setSubscription({ subscriptionType: e.target.value as SubscriptionType }))}
          style={{ width: '100%' }}
          data-testid="subscribe-plans"
        >
          <Flex vertical gap={8}>
            {plansOf(performer).map((plan) => (
              <div key={plan.type} data-testid={`subscribe-plan-${plan.type}`}>
                <Radio value={plan.type}>
                  <Typography.Text strong>{plan.title}</Typography.Text> <Typography.Text>{plan.price}</Typography.Text>
                </Radio>
              </div>
            ))}
          </Flex>
        </Radio.Group>
        <PaymentChoice price={price} balance={balance} method={method} onChange={setPicked} />
        {trialAvailable(performer) ? (
          <Button type="link" style={{ paddingInline: 0, marginTop: 12 }} onClick={() => dispatch(setSubscription({ subscriptionType: 'free' }))} data-testid="subscribe-try-free">
            Try {name} free for {performer.freeSubscriptionDays} {performer.freeSubscriptionDays === 1 ? 'day' : 'days'} instead
          </Button>
        ) : null}
      </Modal>
    </AntdScope>
  );
}
