// Buying a locked post, video or gallery from the wallet (RULES.md "Wallet and purchases"): a confirmation
// naming the price and the balance, one charge per confirmation (its Idempotency-Key survives a retry
// after a failed call), then the item is read again so it shows unlocked. The balance itself follows the
// server's push to every open page; adding the charge here as well would count it twice.
import { Alert, Button, Flex, Modal, Typography, type ButtonProps } from 'antd';
import { useRouter } from 'next/router';
import { useRef, useState } from 'react';
import type { ChargeKind } from '@/contracts/wallet';
import { formatPrice } from '@/components/performers/price';
import { useLoginGate } from '@/components/performers/use-follow';
import { errorMessageOr, notifySuccess } from '@/lib/notify';
import { useAppSelector } from '@/redux/hooks';
import { selectBalance } from '@/redux/user/selectors';
import { walletService } from '@/services/wallet.service';
import { TopUpHint } from './top-up-hint';
import { isWalletTooLow, newActionKey } from './wallet-money';

export const BUY_FAILED = 'Could not complete the purchase, please try again';
export const WALLET_TOO_LOW_HINT = 'Your wallet balance is too low for this purchase.';

const nouns: Record<ChargeKind, string> = { feed: 'post', video: 'video', gallery: 'gallery', message: 'message' };

export interface BuyButtonProps {
  kind: ChargeKind;
  itemId: string;
  price: number;
  /** The button's words before the price ("Unlock for", "Buy for"). */
  label: string;
  testId: string;
  size?: ButtonProps['size'];
  /** Reads the item again once bought; without it the page is loaded again. */
  onBought?: () => void;
}

/** Already bought (another tab, or an earlier answer that got lost) is as good as bought now. */
const isAlreadyBought = (e: unknown) => typeof e === 'object' && e !== null && (e as { statusCode?: unknown }).statusCode === 409;

export function BuyButton({ kind, itemId, price, label, testId, size, onBought }: BuyButtonProps) {
  const router = useRouter();
  const gate = useLoginGate();
  const balance = useAppSelector(selectBalance);
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

  function bought() {
    setOpen(false);
    notifySuccess(`Unlocked: enjoy this ${nouns[kind]}`);
    if (onBought) onBought();
    else void router.replace(router.asPath, undefined, { scroll: false });
  }

  async function buy() {
    setBuying(true);
    setProblem(null);
    try {
      await walletService.charge(kind, itemId, key.current);
      bought();
    } catch (e) {
      if (isAlreadyBought(e)) bought();
      else if (isWalletTooLow(e)) setTooLow(true);
      else setProblem(errorMessageOr(e, BUY_FAILED));
    } finally {
      setBuying(false);
    }
  }

  return (
    <>
      <Button type="primary" size={size} onClick={() => gate(start)} data-testid={testId}>
        {label} {formatPrice(price)}
      </Button>
      <Modal
        open={open}
        title={`Unlock this ${nouns[kind]}`}
        onCancel={() => setOpen(false)}
        okText={`Pay ${formatPrice(price)}`}
        onOk={() => void buy()}
        confirmLoading={buying}
        okButtonProps={{ disabled: tooLow, 'data-testid': 'buy-confirm' } as ButtonProps}
        cancelButtonProps={{ 'data-testid': 'buy-cancel' } as ButtonProps}
        destroyOnHidden
      >
        <Flex vertical gap={12} data-testid="buy-dialog">
          <Typography.Text data-testid="buy-question">
            Unlock for {formatPrice(price)} from your wallet (balance {formatPrice(balance)})?
          </Typography.Text>
          {tooLow || balance < price ? <TopUpHint message={WALLET_TOO_LOW_HINT} testId="buy" /> : null}
          {problem ? <Alert type="error" showIcon title={problem} data-testid="buy-problem" /> : null}
        </Flex>
      </Modal>
    </>
  );
}
