// Subscribing to a performer: the subscribe button (subscribe-button.tsx, which loads this file when first
// pressed) opens the subscription slice's modal (its state:
// showModal, performer, subscriptionType, monthly by default), which shows the plans and
// goes on to the checkout, or starts a free trial at once (src/components/subscriptions/use-subscribe.ts).
import { ExperimentOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Modal, Radio, Tag, Typography } from 'antd';
import type { PublicPerformer } from '@/contracts/performers';
import { formatPrice } from '@/lib/money';
import { useSubscribe } from '@/components/subscriptions/use-subscribe';
import { useAppDispatch, useAppSelector } from '@/redux/hooks';
import { resetSubscription, setSubscription } from '@/redux/subscription/actions';
import type { SubscriptionType } from '@/redux/subscription/reducer';
import { selectSubscription } from '@/redux/subscription/selectors';

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

/** What happens after "Continue", for the chosen plan. */
function planNote(performer: PublicPerformer, type: SubscriptionType): string {
  if (type === 'free') return 'No payment needed: the trial starts at once.';
  const price = type === 'monthly' ? performer.monthlyPrice : performer.yearlyPrice;
  return `You pay ${formatPrice(price)} at the checkout; the subscription starts once the payment goes through.`;
}

export function SubscribeModal({ performer, onSubscribed }: { performer: PublicPerformer; onSubscribed?: () => void }) {
  const dispatch = useAppDispatch();
  const { showModal, performer: chosen, subscriptionType } = useAppSelector(selectSubscription);
  const { subscribe, sending, testMode } = useSubscribe(performer, onSubscribed);
  const open = showModal && chosen?._id === performer._id;
  const name = performer.name || performer.username;

  return (
    <Modal
      title={`Subscribe to ${name}`}
      open={open}
      onCancel={() => dispatch(resetSubscription())}
      footer={
        <Flex vertical gap={8} align="stretch">
          <Button type="primary" block loading={sending} onClick={() => void subscribe(subscriptionType)} data-testid="subscribe-continue">
            {subscriptionType === 'free' ? 'Start free trial' : 'Continue to payment'}
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
              {planNote(performer, subscriptionType)}
            </Typography.Text>
          )}
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
