// The fan's wallet charges: purchases and tips.
import { withAntdTheme } from '@/components/app/with-antd-theme';
import { WalletChargesList } from '@/components/wallet/wallet-charges-list';
import type { AppPage } from '@/lib/page';

const WalletTransactionPage: AppPage = () => <WalletChargesList />;
WalletTransactionPage.layout = 'primary';
WalletTransactionPage.authenticate = true;

export default withAntdTheme(WalletTransactionPage);
