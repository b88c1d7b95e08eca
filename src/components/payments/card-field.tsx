// The box Stripe's card element is mounted into, drawn like an antd input.
import { theme } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import type { StripeCard } from './use-stripe-card';

export function CardField({ card, testId = 'stripe-card-element' }: { card: StripeCard; testId?: string }) {
  const { token, cssVar } = theme.useToken();
  return (
    <div>
      <div
        ref={card.mountRef}
        data-testid={testId}
        style={{
          padding: `${token.paddingSM}px ${token.paddingSM}px`,
          border: `1px solid ${card.cardError ? cssVar.colorError : cssVar.colorBorder}`,
          borderRadius: token.borderRadius,
          background: cssVar.colorBgContainer,
          minHeight: token.controlHeight,
        }}
      />
      {card.cardError ? (
        <Typography.Text type="danger" data-testid={`${testId}-error`}>
          {card.cardError}
        </Typography.Text>
      ) : null}
    </div>
  );
}
