// Adding money to the wallet: an amount within the site's limits, an optional coupon checked with the
// server before paying (it shows what it takes off), then on to the gateway's checkout.
import { Button, Flex, Form, Input, Tag } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import { useRouter } from 'next/router';
import { useState } from 'react';
import type { CouponResult } from '@/contracts/payments';
import { formatPrice } from '@/lib/money';
import { errorMessageOr, notifyError } from '@/lib/notify';
import { useAppSelector } from '@/redux/hooks';
import { selectSettings } from '@/redux/settings/selectors';
import { paymentService } from '@/services/payment.api';
import { AmountInput } from './amount-input';
import { amountProblem, couponPrice, newActionKey } from './wallet-money';

export const COUPON_FAILED = 'Could not check this coupon, please try again';
export const TOP_UP_FAILED = 'Could not start the top-up, please try again';

/** The sandbox checkout shows what it charges; the amount in its address is for display only. */
export function checkoutAddress(url: string, amount: number): string {
  return url.startsWith('/payment/sandbox/') && !url.includes('?') ? `${url}?amount=${amount}` : url;
}

/** A same-site checkout opens in the app; a gateway's own page is left to the browser. */
function goTo(url: string, push: (url: string) => Promise<boolean>) {
  if (url.startsWith('/')) void push(url);
  else window.location.assign(url);
}

function CouponField({ applied, onApplied }: { applied: CouponResult | null; onApplied: (coupon: CouponResult | null) => void }) {
  const [code, setCode] = useState('');
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function apply() {
    const trimmed = code.trim();
    if (!trimmed) return setProblem('Enter a coupon code');
    setChecking(true);
    setProblem(null);
    try {
      onApplied((await paymentService.applyCoupon(trimmed)).data);
    } catch (e) {
      onApplied(null);
      setProblem(errorMessageOr(e, COUPON_FAILED));
    } finally {
      setChecking(false);
    }
  }

  if (applied) {
    return (
      <Flex gap={8} align="center" wrap data-testid="top-up-coupon-applied">
        <Tag color="green" style={{ margin: 0 }}>
          {applied.code} · −{applied.percentage} %
        </Tag>
        <Button type="link" size="small" onClick={() => onApplied(null)} data-testid="top-up-coupon-remove">
          Remove
        </Button>
      </Flex>
    );
  }
  return (
    <Form.Item label="Coupon (optional)" validateStatus={problem ? 'error' : undefined} help={problem ?? undefined} style={{ marginBottom: 0 }}>
      <Flex gap={8}>
        <Input
          value={code}
          onChange={(e) => setCode(e.target.value)}
          onPressEnter={(e) => {
            e.preventDefault();
            void apply();
          }}
          maxLength={40}
          placeholder="SAVE-10"
          aria-label="Coupon code"
          data-testid="top-up-coupon"
        />
        <Button onClick={() => void apply()} loading={checking} data-testid="top-up-coupon-apply">
          Apply
        </Button>
      </Flex>
    </Form.Item>
  );
}

export function TopUpForm() {
  const router = useRouter();
  const { minimumWalletPrice: min, maximumWalletPrice: max } = useAppSelector(selectSettings);
  const [amount, setAmount] = useState<number | null>(null);
  const [touched, setTouched] = useState(false);
  const [coupon, setCoupon] = useState<CouponResult | null>(null);
  const [sending, setSending] = useState(false);

  const problem = amountProblem(amount, min, max);
  const price = amount !== null && !problem && coupon ? couponPrice(amount, coupon.percentage) : null;

  async function submit() {
    setTouched(true);
    if (problem || amount === null) return;
    setSending(true);
    try {
      const { data } = await paymentService.topUp({ amount, ...(coupon ? { couponCode: coupon.code } : {}) }, newActionKey());
      goTo(checkoutAddress(data.checkoutUrl, data.amount), router.push);
    } catch (e) {
      notifyError(errorMessageOr(e, TOP_UP_FAILED));
      setSending(false);
    }
  }

  return (
    <Form layout="vertical" onFinish={() => void submit()} data-testid="top-up-form">
      <Form.Item
        label={`Amount (${formatPrice(min)} to ${formatPrice(max)})`}
        validateStatus={touched && problem ? 'error' : undefined}
        help={touched && problem ? problem : undefined}
      >
        <AmountInput
          amount={amount}
          onAmount={(v) => {
            setAmount(v);
            setTouched(true);
          }}
          step={5}
          label="Amount"
          testId="top-up-amount"
        />
      </Form.Item>
      <CouponField applied={coupon} onApplied={setCoupon} />
      {price && amount !== null ? (
        <Flex vertical style={{ marginTop: 12 }} data-testid="top-up-summary">
          <Typography.Text>
            Your wallet gets <strong>{formatPrice(amount)}</strong>
          </Typography.Text>
          <Typography.Text type="secondary">Coupon: −{formatPrice(price.discount)}</Typography.Text>
          <Typography.Text strong data-testid="top-up-to-pay">
            You pay {formatPrice(price.toPay)}
          </Typography.Text>
        </Flex>
      ) : null}
      <Button type="primary" htmlType="submit" block loading={sending} style={{ marginTop: 16 }} data-testid="top-up-submit">
        {price ? `Pay ${formatPrice(price.toPay)}` : amount !== null && !problem ? `Top up ${formatPrice(amount)}` : 'Top up'}
      </Button>
    </Form>
  );
}
