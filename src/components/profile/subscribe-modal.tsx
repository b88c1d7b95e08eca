// Subscribing to a performer: the subscribe button opens the subscription slice's modal (spec §3
// "subscription": showModal, performer, subscriptionType, monthly by default), which shows the plans.
// Paying is the payments issue's: until then the way on is shown but switched off.
import { CrownOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Modal, Radio, Typography } from 'antd';
import type { PublicPerformer } from '@/contracts/performers';
import { formatPrice } from '@/components/performers/price';
import { useLoginGate } from '@/components/performers/use-follow';
import { useAppDispatch, useAppSelector } from '@/redux/hooks';
import { resetSubscription, setSubscription } from '@/redux/subscription/actions';
import type { SubscriptionType } from '@/redux/subscription/reducer';
import { selectSubscription } from '@/redux/subscription/selectors';

export const PAYMENTS_SOON = 'Payments open soon';

interface Plan {
  type: SubscriptionType;
  title: string;
  price: string;
}

export function plansOf(performer: PublicPerformer): Plan[] {
  const plans: Plan[] = [
    { type: 'monthly', title: 'Monthly', price: `${formatPrice(performer.monthlyPrice)} / month` },
    { type: 'yearly', title: 'Yearly', price: `${formatPrice(performer.yearlyPrice)} / year` },
  ];
  if (performer.isFreeSubscription) {
    const days = performer.freeSubscriptionDays;
    plans.unshift({ type: 'free', title: 'Free trial', price: `Free for ${days} ${days === 1 ? 'day' : 'days'}` });
  }
  return plans;
}

export function SubscribeModal({ performer }: { performer: PublicPerformer }) {
  const dispatch = useAppDispatch();
  const { showModal, performer: chosen, subscriptionType } = useAppSelector(selectSubscription);
  const open = showModal && chosen?._id === performer._id;
  const name = performer.name || performer.username;

  return (
    <Modal
      title={`Subscribe to ${name}`}
      open={open}
      onCancel={() => dispatch(resetSubscription())}
      footer={
        <Flex vertical gap={8} align="stretch">
          <Button type="primary" block disabled data-testid="subscribe-continue">
            Continue to payment
          </Button>
          <Typography.Text type="secondary" style={{ textAlign: 'center' }} data-testid="subscribe-note">
            {PAYMENTS_SOON}
          </Typography.Text>
        </Flex>
      }
    >
      <Radio.Group
        value={subscriptionType}
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
      {performer.isFreeSubscription ? (
        <Alert
          type="success"
          showIcon
          style={{ marginTop: 16 }}
          title={`Try ${name} free for ${performer.freeSubscriptionDays} ${performer.freeSubscriptionDays === 1 ? 'day' : 'days'}`}
          description="The free trial is offered once per performer."
        />
      ) : null}
    </Modal>
  );
}

export function SubscribeButton({ performer }: { performer: PublicPerformer }) {
  const dispatch = useAppDispatch();
  const gate = useLoginGate();
  if (performer.isSubscribed) {
    return (
      <Button icon={<CrownOutlined />} disabled data-testid="profile-subscribe">
        Subscribed
      </Button>
    );
  }
  const open = () => dispatch(setSubscription({ showModal: true, performer, subscriptionType: 'monthly' }));
  return (
    <>
      <Button type="primary" icon={<CrownOutlined />} data-testid="profile-subscribe" onClick={() => gate(open)}>
        {performer.isFreeSubscription ? 'Subscribe · free trial' : `Subscribe · ${formatPrice(performer.monthlyPrice)}/month`}
      </Button>
      <SubscribeModal performer={performer} />
    </>
  );
}
