// The wallet's confirmation dialog for the unlock button, in a module of its own so it loads when the button is
// first pressed, not with the page; inside antd's theme, which the pages showing posts do not carry around
// them (they draw without antd).
import type { ComponentProps } from 'react';
import { AntdTheme } from '@/components/app/antd-theme-provider';
import { WalletPurchaseDialog } from '@/components/wallet/wallet-purchase-dialog';

export function UnlockDialog(props: ComponentProps<typeof WalletPurchaseDialog>) {
  return (
    <AntdTheme>
      <WalletPurchaseDialog {...props} />
    </AntdTheme>
  );
}
