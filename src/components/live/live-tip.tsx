// Tipping during a live session: a few preset amounts and a custom one, sent from the wallet with the session
// named, so the tip shows in the session's chat. The button says the amount before anything is charged; one
// Idempotency-Key per amount, kept when the same tip is tried again after a failure.
import { GiftOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, InputNumber } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import { PlainCard } from '@/components/layout/plain-card';
import { formatPrice } from '@/lib/money';
import { TopUpHint } from '@/components/wallet/top-up-hint';
import { useTipForm } from '@/components/wallet/use-tip-form';

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
  const tip = useTipForm({ performer, unnamed: 'the performer', mode: 'repeated', sentIn: { streamId } });
  const { min, max, amount, name, shownProblem, ready } = tip;

  /** A preset or a typed amount: a new attempt, so the answer to the last one goes. */
  function choose(value: number | null) {
    tip.edit(value);
    tip.clearAnswer();
  }

  return (
    <PlainCard size="small" title={`Tip ${name}`} data-testid="live-tip">
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
          status={shownProblem ? 'error' : undefined}
          data-testid="live-tip-amount"
        />
        {shownProblem ? (
          <Typography.Text type="danger" data-testid="live-tip-problem">
            {shownProblem}
          </Typography.Text>
        ) : null}
        <Button type="primary" icon={<GiftOutlined />} block loading={tip.sending} disabled={!ready} onClick={() => void tip.send()} data-testid="live-tip-send">
          {ready ? `Send a ${formatPrice(amount!)} tip` : 'Send a tip'}
        </Button>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          Paid from your wallet (balance <span data-testid="live-tip-balance">{formatPrice(tip.balance)}</span>).
        </Typography.Text>
        {tip.tooLow ? <TopUpHint message="Your wallet balance is too low for this tip." testId="live-tip" /> : null}
        {tip.failure ? <Alert type="error" showIcon title={tip.failure} data-testid="live-tip-failure" /> : null}
      </Flex>
    </PlainCard>
  );
}
