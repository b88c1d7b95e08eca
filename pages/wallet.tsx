// The fan's wallet: balance and top-up.
import { WalletPage } from '@/components/wallet/wallet-page';
import type { AppPage } from '@/lib/page';

const Wallet: AppPage = () => <WalletPage />;
Wallet.layout = 'primary';
Wallet.authenticate = true;

export default Wallet;
