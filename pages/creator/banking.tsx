// The performer's banking: bank details, payout method and Stripe Connect onboarding.
import { withAntdTheme } from '@/components/app/with-antd-theme';
import { CreatorBankingPage } from '@/components/payments/creator-banking-page';
import type { AppPage } from '@/lib/page';

const BankingPage: AppPage = () => <CreatorBankingPage />;
BankingPage.layout = 'primary';
BankingPage.authenticate = true;
BankingPage.onlyPerformer = true;

export default withAntdTheme(BankingPage);
