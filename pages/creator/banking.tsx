// The performer's banking: bank details, payout method and Stripe Connect onboarding.
import { CreatorBankingPage } from '@/components/payments/creator-banking-page';
import type { AppPage } from '@/lib/page';

const BankingPage: AppPage = () => <CreatorBankingPage />;
BankingPage.layout = 'primary';
BankingPage.authenticate = true;
BankingPage.onlyPerformer = true;

export default BankingPage;
