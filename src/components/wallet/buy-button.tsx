// Buying a locked post, video or gallery from the wallet: the confirmation and the charge of
// wallet-purchase.tsx, then the item is read again so it shows unlocked. The confirmation dialog is loaded
// when the button is first pressed (the button spinning meanwhile), so a page of locked posts does not carry it.
import { Button, type ButtonProps } from 'antd';
import type { ChargeKind } from '@/contracts/wallet';
import { formatPrice } from '@/lib/money';
import { useBuyFromWallet } from './use-buy-from-wallet';

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
  const buy = useBuyFromWallet({ kind, itemId, price, onBought, loadDialog: () => import('./wallet-purchase-dialog').then((m) => m.WalletPurchaseDialog) });
  return (
    <>
      <Button type="primary" size={size} loading={buy.loading} onClick={buy.press} data-testid={testId}>
        {label} {formatPrice(price)}
      </Button>
      {buy.dialog}
    </>
  );
}
