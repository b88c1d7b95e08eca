// The free trial's one confirmation: what the fan gets now, what happens when it ends, and one button that
// starts it. No price and no payment step: a trial is never charged and ends by itself (it is not renewed).
import { Button, Flex } from 'antd';
import { Typography } from '@/components/common/plain-typography';

export const trialDays = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

export function TrialConfirmation(props: { name: string; days: number; sending: boolean; onStart: () => void; onSeePlans: () => void }) {
  return (
    <Flex vertical gap={12} data-testid="trial-confirmation">
      <Typography.Title level={5} style={{ margin: 0 }}>
        Start your {props.days}-day free trial
      </Typography.Title>
      <Typography.Paragraph style={{ margin: 0 }}>
        You see {props.name}&apos;s posts for subscribers at once, for {trialDays(props.days)}.
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }} data-testid="trial-after">
        When the trial ends, your access simply stops: nothing is charged and nothing renews. Subscribe then if you want to stay. The trial is offered once per
        performer.
      </Typography.Paragraph>
      <Button type="primary" block loading={props.sending} onClick={props.onStart} data-testid="trial-start">
        Start free trial
      </Button>
      <Button type="link" onClick={props.onSeePlans} data-testid="trial-see-plans">
        See the paid plans instead
      </Button>
    </Flex>
  );
}
