// "Unlock for $x" on a locked post or gallery: what wallet/buy-button.tsx does for videos (use-buy-from-wallet.ts),
// drawn as a plain button wearing antd's primary Button classes so a timeline of locked posts does not load
// antd's Button; its dialog brings antd's theme along (unlock-dialog.tsx).
import type { ChargeKind } from '@/contracts/wallet';
import { PlainIcon } from '@/components/common/plain-icon';
import { LoadingOutlined } from '@/components/common/plain-icon-outlines';
import { PlainButton } from '@/components/common/plain-button';
import { useBuyFromWallet } from '@/components/wallet/use-buy-from-wallet';
import { formatPrice } from '@/lib/money';

export interface UnlockButtonProps {
  kind: ChargeKind;
  itemId: string;
  price: number;
  testId: string;
  /** Reads the item again once bought; without it the page is loaded again. */
  onBought?: () => void;
}

export function UnlockButton({ kind, itemId, price, testId, onBought }: UnlockButtonProps) {
  const buy = useBuyFromWallet({ kind, itemId, price, onBought, loadDialog: () => import('./unlock-dialog').then((m) => m.UnlockDialog) });
  return (
    <>
      <PlainButton
        type="primary"
        icon={buy.loading ? <PlainIcon icon={LoadingOutlined} /> : undefined}
        className={buy.loading ? 'ant-btn-loading' : undefined}
        onClick={buy.press}
        data-testid={testId}
      >
        Unlock for {formatPrice(price)}
      </PlainButton>
      {buy.dialog}
    </>
  );
}
