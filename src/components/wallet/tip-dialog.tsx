// The tip dialog: an amount (one of the presets, or typed) within the site's tip limits, an optional note the
// performer reads with the tip, one charge per Send (the Idempotency-Key is kept across retries of that one tip,
// and each opening mounts the dialog afresh with a new key). The balance follows the server's push. TipButton
// (tip-button.tsx) loads this file when it is first pressed, from a profile, a post or a chat.
import { Alert, Button, Flex, Form, Input, Modal, type ButtonProps } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import { TIP_MESSAGE_MAX, type TipBody } from '@/contracts/wallet';
import { formatPrice } from '@/lib/money';
import { AmountInput } from './amount-input';
import { tipPresets } from './tip-presets';
import type { TipTarget } from './tip-words';
import { TopUpHint } from './top-up-hint';
import { useTipForm } from './use-tip-form';

export function TipDialog({ performer, open, onClose, sentIn }: { performer: TipTarget; open: boolean; onClose: () => void; sentIn?: Pick<TipBody, 'conversationId'> }) {
  const tip = useTipForm({ performer, unnamed: 'this creator', mode: 'once', sentIn, onSent: onClose });
  const { min, max, amount, name, shownProblem } = tip;

  return (
    <Modal
      open={open}
      title={`Send ${name} a tip`}
      onCancel={onClose}
      okText={tip.ready ? `Send ${formatPrice(amount!)}` : 'Send tip'}
      onOk={() => void tip.send()}
      confirmLoading={tip.sending}
      okButtonProps={{ 'data-testid': 'tip-send' } as ButtonProps}
      destroyOnHidden
    >
      <Flex vertical gap={12} data-testid="tip-dialog">
        <Typography.Text type="secondary">
          Paid from your wallet (balance <span data-testid="tip-balance">{formatPrice(tip.balance)}</span>). Tips are {formatPrice(min)} to {formatPrice(max)}.
        </Typography.Text>
        <Flex gap={8} wrap data-testid="tip-presets">
          {tipPresets(min, max).map((preset) => (
            <Button key={preset} type={amount === preset ? 'primary' : 'default'} aria-pressed={amount === preset} onClick={() => tip.edit(preset)} data-testid={`tip-preset-${preset}`}>
              {formatPrice(preset)}
            </Button>
          ))}
        </Flex>
        <Form layout="vertical" onFinish={() => void tip.send()}>
          <Form.Item label="Amount" validateStatus={shownProblem ? 'error' : undefined} help={shownProblem ?? undefined}>
            <AmountInput amount={amount} onAmount={tip.edit} label="Tip amount" testId="tip-amount" />
          </Form.Item>
          {/* Room below for the character count, which antd draws under the box. */}
          <Form.Item label={`Message to ${name} (optional)`} style={{ marginBottom: 20 }}>
            <Input.TextArea
              value={tip.message}
              onChange={(e) => tip.setMessage(e.target.value)}
              maxLength={TIP_MESSAGE_MAX}
              showCount
              autoSize={{ minRows: 2, maxRows: 4 }}
              placeholder="Say what you liked"
              aria-label="Message with the tip"
              data-testid="tip-message"
            />
          </Form.Item>
        </Form>
        {tip.tooLow ? <TopUpHint message="Your wallet balance is too low for this tip." testId="tip" /> : null}
        {tip.failure ? <Alert type="error" showIcon title={tip.failure} data-testid="tip-problem" /> : null}
      </Flex>
    </Modal>
  );
}
