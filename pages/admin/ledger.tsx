// Runs the ledger check and shows whether the books agree.
import { withAntdTheme } from '@/components/app/with-antd-theme';
import { AdminLedgerPage } from '@/components/admin/admin-ledger-page';
import type { AppPage } from '@/lib/page';

const LedgerPage: AppPage = () => <AdminLedgerPage />;
LedgerPage.layout = 'primary';
LedgerPage.authenticate = true;
LedgerPage.onlyAdmin = true;

export default withAntdTheme(LedgerPage);
