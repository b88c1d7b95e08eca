// Tipping during a live session: a few preset amounts and a custom one, sent from the wallet with the session
// named, so the tip shows in the session's chat. The button says the amount before anything is charged; one
// Idempotency-Key per amount, kept when the same tip is tried again after a failure.
import { GiftOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, InputNumber, Typography } from 'antd';
import { useRef, useState } from 'react';
import { formatPrice } from '@/lib/money';
import { TopUpHint } from '@/components/wallet/top-up-hint';
import { amountProblem, isWalletTooLow, newActionKey } from '@/components/wallet/wallet-money';
import { errorMessageOr, notifySuccess } from '@/lib/notify';
import { useAppSelector } from '@/redux/hooks';
import { selectSettings } from '@/redux/settings/selectors';
import { selectBalance } from '@/redux/user/selectors';
import { walletService } from '@/services/wallet.api';

export const LIVE_TIP_FAILED = 'Could not send the tip, please try again';
const CANDIDATES = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000];

/** Up to four round amounts within the site's tip limits; the minimum alone when none fits. */
export function tipPresets(min: number, max: number): number[] {
  const fitting = CANDIDATES.filter((v) => v >= min && v <= max).slice(0, 4);
  return fitting.length ? fitting : [min];
}

export interface LiveTipProps {
  streamId: string;
  performer: { _id: string; name: string; username: string | null };
}

export function LiveTip({ streamId, performer }: LiveTipProps) {
  const { minimumTipPrice: min, maximumTipPrice: max } = useAppSelector(selectSettings);
  const balance = useAppSelector(selectBalance);
  const [amount, setAmount] = useState<number | null>(null);
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const [tooLow, setTooLow] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const key = useRef({ amount: null as number | null, value: '' });
  const name = performer.name || performer.username || 'the performer';
  const problem = amountProblem(amount, min, max, 'The tip');

  function choose(value: number | null) {
    setAmount(value);
    setTouched(true);
    setTooLow(false);
    setFailure(null);
  }

  async function send() {
    setTouched(true);
    if (problem || amount === null || sending) return;
    // A new amount is a new tip; the same amount after a failure is the same tip tried again.
    if (key.current.amount !== amount || !key.current.value) key.current = { amount, value: newActionKey() };
    setSending(true);
    setFailure(null);
    setTooLow(false);
    try {
      await walletService.tip(performer._id, amount, key.current.value, { streamId });
      key.current = { amount: null, value: '' };
      notifySuccess(`You tipped ${name} ${formatPrice(amount)}`);
      setAmount(null);
      setTouched(false);
    } catch (e) {
      if (isWalletTooLow(e)) setTooLow(true);
      else setFailure(errorMessageOr(e, LIVE_TIP_FAILED));
    } finally {
      setSending(false);
    }
  }

  const ready = amount !== null && !problem;
  return (
    <Card size="small" title={`Tip ${name}`} data-testid="live-tip">
      <Flex vertical gap={8}>
        <Flex gap={6} wrap>
          {tipPresets(min, max).map((value) => (
            <Button
              key={value}
              type={amount === value ? 'primary' : 'default'}
              onClick={() => choose(value)}
              aria-pressed={amount === value}
              data-testid={`live-tip-preset-${value}`}
            >
              {formatPrice(value)}
            </Button>
          ))}
        </Flex>
        <InputNumber<number>
          value={amount}
          onChange={(v) => choose(typeof v === 'number' ? v : null)}
          min={0}
          prefix="$"
          placeholder="Other amount"
          style={{ width: '100%' }}
          aria-label="Tip amount"
          status={touched && problem ? 'error' : undefined}
          data-testid="live-tip-amount"
        />
        {touched && problem ? (
          <Typography.Text type="danger" data-testid="live-tip-problem">
            {problem}
          </Typography.Text>
        ) : null}
        <Button type="primary" icon={<GiftOutlined />} block loading={sending} disabled={!ready} onClick={() => void send()} data-testid="live-tip-send">
          {ready ? `Send a ${formatPrice(amount)} tip` : 'Send a tip'}
        </Button>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          Paid from your wallet (balance <span data-testid="live-tip-balance">{formatPrice(balance)}</span>).
        </Typography.Text>
        {tooLow ? <TopUpHint message="Your wallet balance is too low for this tip." testId="live-tip" /> : null}
        {failure ? <Alert type="error" showIcon title={failure} data-testid="live-tip-failure" /> : null}
      </Flex>
    </Card>
  );
}
