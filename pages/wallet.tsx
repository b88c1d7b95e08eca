// The fan's wallet: balance and top-up.
import { withAntdTheme } from '@/components/app/with-antd-theme';
import { WalletPage } from '@/components/wallet/wallet-page';
import type { AppPage } from '@/lib/page';

const Wallet: AppPage = () => <WalletPage />;
Wallet.layout = 'primary';
Wallet.authenticate = true;

export default withAntdTheme(Wallet);
