// How a paid plan is paid: from the wallet when it covers the price (offered first, and chosen unless the fan
// picks the card), else by card through the checkout. The wallet's balance is the one the header shows.
import { Radio } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import { formatPrice, unitsLeft } from '@/lib/money';
import type { PaymentMethod } from './use-subscribe';

/** What the dialog pays with: the fan's pick, or the wallet whenever it covers the price. */
export const chosenMethod = (picked: PaymentMethod | null, balance: number, price: number): PaymentMethod =>
  balance >= price && picked !== 'card' ? 'wallet' : 'card';

export function PaymentChoice(props: { price: number; balance: number; method: PaymentMethod; onChange: (method: PaymentMethod) => void }) {
  if (props.balance < props.price) return null;
  return (
    <Radio.Group value={props.method} onChange={(e) => props.onChange(e.target.value as PaymentMethod)} style={{ width: '100%', marginTop: 16 }} data-testid="subscribe-payment">
      <Typography.Text strong style={{ display: 'block', marginBottom: 8 }}>
        Pay with
      </Typography.Text>
      <div data-testid="subscribe-pay-wallet" style={{ marginBottom: 8 }}>
        <Radio value="wallet">
          Pay from wallet ({formatPrice(props.price)}){' '}
          <Typography.Text type="secondary">
            balance {formatPrice(props.balance)}, then {formatPrice(unitsLeft(props.balance, props.price))}
          </Typography.Text>
        </Radio>
      </div>
      <div data-testid="subscribe-pay-card">
        <Radio value="card">Pay by card at the checkout</Radio>
      </div>
    </Radio.Group>
  );
}
