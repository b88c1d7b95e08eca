// The fan's saved cards (Stripe only; the sandbox keeps none).
import { withAntdTheme } from '@/components/app/with-antd-theme';
import { SavedCardsPage } from '@/components/payments/saved-cards-page';
import type { AppPage } from '@/lib/page';

const CardsPage: AppPage = () => <SavedCardsPage />;
CardsPage.layout = 'primary';
CardsPage.authenticate = true;

export default withAntdTheme(CardsPage);
