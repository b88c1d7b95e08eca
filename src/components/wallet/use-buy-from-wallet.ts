// What pressing "Unlock for $x" does, whichever button draws it (buy-button.tsx with antd's Button on the item
// pages, feed/unlock-button.tsx plain on the timeline): a visitor is sent to log in, the confirmation dialog is
// loaded on the first press (the button spinning meanwhile), then the charge of wallet-purchase.tsx; once
// paid, the item is read again (or the page reloaded) so it shows unlocked.
import { useRouter } from 'next/router';
import { createElement, type ComponentType, type ReactNode } from 'react';
import type { ChargeKind } from '@/contracts/wallet';
import { useOnDemand } from '@/components/common/use-on-demand';
import { useLoginGate } from '@/components/performers/use-follow';
import { formatPrice } from '@/lib/money';
import { notifySuccess } from '@/lib/notify';
import { useAppSelector } from '@/redux/hooks';
import { selectBalance } from '@/redux/user/selectors';
import { walletService } from '@/services/wallet.api';
import { BUY_FAILED, WALLET_TOO_LOW_HINT } from './buy-words';
import { useWalletPurchase } from './wallet-purchase';
import type { WalletPurchaseDialog } from './wallet-purchase-dialog';

const nouns: Record<ChargeKind, string> = { feed: 'post', video: 'video', gallery: 'gallery', message: 'message' };

type Dialog = ComponentType<Parameters<typeof WalletPurchaseDialog>[0]>;

export function useBuyFromWallet(opts: {
  kind: ChargeKind;
  itemId: string;
  price: number;
  /** Reads the item again once bought; without it the page is loaded again. */
  onBought?: () => void;
  /** The dialog's module, fetched on the first press. */
  loadDialog: () => Promise<Dialog>;
}): { press: () => void; loading: boolean; dialog: ReactNode } {
  const { kind, itemId, price, onBought } = opts;
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
  const dialog = useOnDemand(opts.loadDialog);
  // Like antd's loading button, a press while the dialog loads does nothing.
  const press = () => dialog.loading || gate(() => void dialog.load().then((ready) => ready && purchase.start()));
  return {
    press,
    loading: dialog.loading,
    dialog: dialog.Component
      ? createElement(dialog.Component, {
          purchase,
          title: `Unlock this ${nouns[kind]}`,
          price,
          question: `Unlock for ${formatPrice(price)} from your wallet (balance ${formatPrice(balance)})?`,
          tooLowMessage: WALLET_TOO_LOW_HINT,
          testId: 'buy',
        })
      : null,
  };
}
