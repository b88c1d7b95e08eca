// The tip dialog: an amount within the site's tip limits, one charge per Send (the Idempotency-Key is kept
// across retries of that one tip, and each opening mounts the dialog afresh with a new key). The balance follows
// the server's push. TipButton (tip-button.tsx) loads this file when it is first pressed.
import { Alert, Flex, Form, Modal, Typography, type ButtonProps } from 'antd';
import { useState } from 'react';
import { formatPrice } from '@/lib/money';
import { errorMessageOr, notifySuccess } from '@/lib/notify';
import { useAppSelector } from '@/redux/hooks';
import { selectSettings } from '@/redux/settings/selectors';
import { selectBalance } from '@/redux/user/selectors';
import { walletService } from '@/services/wallet.api';
import { AmountInput } from './amount-input';
import { TIP_FAILED, type TipTarget } from './tip-words';
import { TopUpHint } from './top-up-hint';
import { amountProblem, isWalletTooLow, newActionKey } from './wallet-money';

export function TipDialog({ performer, open, onClose }: { performer: TipTarget; open: boolean; onClose: () => void }) {
  const { minimumTipPrice: min, maximumTipPrice: max } = useAppSelector(selectSettings);
  const balance = useAppSelector(selectBalance);
  const [amount, setAmount] = useState<number | null>(null);
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const [tooLow, setTooLow] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [key] = useState(newActionKey);
  const name = performer.name || performer.username || 'this creator';

  const problem = amountProblem(amount, min, max, 'The tip');

  async function send() {
    setTouched(true);
    if (problem || amount === null) return;
    setSending(true);
    setFailure(null);
    setTooLow(false);
    try {
      await walletService.tip(performer._id, amount, key);
      onClose();
      notifySuccess(`You tipped ${name} ${formatPrice(amount)}`);
    } catch (e) {
      if (isWalletTooLow(e)) setTooLow(true);
      else setFailure(errorMessageOr(e, TIP_FAILED));
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal
      open={open}
      title={`Send ${name} a tip`}
      onCancel={onClose}
      okText={amount !== null && !problem ? `Send ${formatPrice(amount)}` : 'Send tip'}
      onOk={() => void send()}
      confirmLoading={sending}
      okButtonProps={{ 'data-testid': 'tip-send' } as ButtonProps}
      destroyOnHidden
    >
      <Flex vertical gap={12} data-testid="tip-dialog">
        <Typography.Text type="secondary">
          Paid from your wallet (balance <span data-testid="tip-balance">{formatPrice(balance)}</span>). Tips are {formatPrice(min)} to {formatPrice(max)}.
        </Typography.Text>
        <Form layout="vertical" onFinish={() => void send()}>
          <Form.Item label="Amount" validateStatus={touched && problem ? 'error' : undefined} help={touched && problem ? problem : undefined} style={{ marginBottom: 0 }}>
            <AmountInput
              amount={amount}
              onAmount={(v) => {
                setAmount(v);
                setTouched(true);
              }}
              label="Tip amount"
              testId="tip-amount"
            />
          </Form.Item>
        </Form>
        {tooLow ? <TopUpHint message="Your wallet balance is too low for this tip." testId="tip" /> : null}
        {failure ? <Alert type="error" showIcon title={failure} data-testid="tip-problem" /> : null}
      </Flex>
    </Modal>
  );
}
