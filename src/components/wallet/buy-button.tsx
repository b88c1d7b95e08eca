// Buying a locked post, video or gallery from the wallet: the confirmation and the charge of
// wallet-purchase.tsx, then the item is read again so it shows unlocked.
import { Button, type ButtonProps } from 'antd';
import { useRouter } from 'next/router';
import type { ChargeKind } from '@/contracts/wallet';
import { formatPrice } from '@/lib/money';
import { useLoginGate } from '@/components/performers/use-follow';
import { notifySuccess } from '@/lib/notify';
import { useAppSelector } from '@/redux/hooks';
import { selectBalance } from '@/redux/user/selectors';
import { walletService } from '@/services/wallet.api';
import { WalletPurchaseDialog, useWalletPurchase } from './wallet-purchase';

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

export function BuyButton({ kind, itemId, price, label, testId, size, onBought }: BuyButtonProps) {
  const router = useRouter();
  const gate = useLoginGate();
  const balance = useAppSelector(selectBalance);
  const purchase = useWalletPurchase({
    pay: (key) => walletService.charge(kind, itemId, key),
    failed: BUY_FAILED,
    onPaid: () => {
      notifySuccess(`Unlocked: enjoy this ${nouns[kind]}`);
      if (onBought) onBought();
      else void router.replace(router.asPath, undefined, { scroll: false });
    },
  });

  return (
    <>
      <Button type="primary" size={size} onClick={() => gate(purchase.start)} data-testid={testId}>
        {label} {formatPrice(price)}
      </Button>
      <WalletPurchaseDialog
        purchase={purchase}
        title={`Unlock this ${nouns[kind]}`}
        price={price}
        question={`Unlock for ${formatPrice(price)} from your wallet (balance ${formatPrice(balance)})?`}
        tooLowMessage={WALLET_TOO_LOW_HINT}
        testId="buy"
      />
    </>
  );
}
