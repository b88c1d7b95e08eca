// What a purchase or tip says when the wallet cannot pay for it: the reason and the way to top up.
import { Alert } from 'antd';
import { LinkButton } from '@/components/common/link-button';

export function TopUpHint({ message, testId }: { message: string; testId: string }) {
  return (
    <Alert
      type="warning"
      showIcon
      title={message}
      action={
        <LinkButton href="/wallet" size="small" type="primary" data-testid={`${testId}-top-up`}>
          Top up
        </LinkButton>
      }
      data-testid={`${testId}-too-low`}
    />
  );
}
