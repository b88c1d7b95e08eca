// The one way a page pays for something from the wallet: a confirmation naming the price and the balance
// (with a way to top up when the balance is short), one charge per confirmation whose Idempotency-Key survives
// a retry after a failed call, and "already paid" (a 409: another tab, or an answer that got lost) taken as
// paid. The balance follows the server's push to every open page; nothing here adds the charge to it.
import { Alert, Flex, Modal, Typography, type ButtonProps } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { formatPrice } from '@/lib/money';
import { errorMessageOr } from '@/lib/notify';
import { useAppSelector } from '@/redux/hooks';
import { selectBalance } from '@/redux/user/selectors';
import { TopUpHint } from './top-up-hint';
import { isWalletTooLow, newActionKey } from './wallet-money';

const isAlreadyPaid = (e: unknown) => typeof e === 'object' && e !== null && (e as { statusCode?: unknown }).statusCode === 409;

export interface WalletPurchaseOptions {
  /** Sends the charge with this Idempotency-Key. */
  pay: (idempotencyKey: string) => Promise<unknown>;
  /** After the charge went through (or had already). */
  onPaid: () => void;
  /** The sentence shown when the charge failed for a reason the server did not put into words. */
  failed: string;
}

export function useWalletPurchase({ pay, onPaid, failed }: WalletPurchaseOptions) {
  const [open, setOpen] = useState(false);
  const [buying, setBuying] = useState(false);
  const [tooLow, setTooLow] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const key = useRef('');

  function start() {
    key.current = newActionKey();
    setTooLow(false);
    setProblem(null);
    setOpen(true);
  }

  function paid() {
    setOpen(false);
    onPaid();
  }

  async function buy() {
    setBuying(true);
    setProblem(null);
    try {
      await pay(key.current);
      paid();
    } catch (e) {
      if (isAlreadyPaid(e)) paid();
      else if (isWalletTooLow(e)) setTooLow(true);
      else setProblem(errorMessageOr(e, failed));
    } finally {
      setBuying(false);
    }
  }

  return { open, start, cancel: () => setOpen(false), buy, buying, tooLow, problem };
}
export type WalletPurchase = ReturnType<typeof useWalletPurchase>;

/** The confirmation of a wallet purchase. Test ids: `${testId}-confirm`, -cancel, -dialog, -question, -problem. */
export function WalletPurchaseDialog({
  purchase,
  title,
  price,
  question,
  tooLowMessage,
  testId,
}: {
  purchase: WalletPurchase;
  title: string;
  price: number;
  question: ReactNode;
  tooLowMessage: string;
  testId: string;
}) {
  const balance = useAppSelector(selectBalance);
  const short = purchase.tooLow || balance < price;
  return (
    <Modal
      open={purchase.open}
      title={title}
      onCancel={purchase.cancel}
      okText={`Pay ${formatPrice(price)}`}
      onOk={() => void purchase.buy()}
      confirmLoading={purchase.buying}
      okButtonProps={{ disabled: short, 'data-testid': `${testId}-confirm` } as ButtonProps}
      cancelButtonProps={{ 'data-testid': `${testId}-cancel` } as ButtonProps}
      destroyOnHidden
    >
      <Flex vertical gap={12} data-testid={`${testId}-dialog`}>
        <Typography.Text data-testid={`${testId}-question`}>{question}</Typography.Text>
        {short ? <TopUpHint message={tooLowMessage} testId={testId} /> : null}
        {purchase.problem ? <Alert type="error" showIcon title={purchase.problem} data-testid={`${testId}-problem`} /> : null}
      </Flex>
    </Modal>
  );
}
