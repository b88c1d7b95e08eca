// /creator/banking: how a performer gets paid. Bank details and the payout method (the forms of the account
// page's banking tab) and Stripe Connect onboarding. Performers only (the page says so in pages/).
import { Button, Skeleton } from 'antd';
import { ResultOnDemand } from '@/components/common/result-on-demand';
import { useRouter } from 'next/router';
import { PayoutDetailsCards } from '@/components/creator/payout-details-cards';
import { useOwnPerformer } from '@/components/creator/use-own-performer';
import { TitledPage } from '@/components/common/page-container';
import { PlainCard } from '@/components/layout/plain-card';
import { StripeConnectCard, type Redirect } from './stripe-connect-card';

export function CreatorBankingPage({ redirect }: { redirect?: Redirect }) {
  const router = useRouter();
  const { performer, loadError, reload, apply } = useOwnPerformer();
  const returned = router.query.stripe === 'return' || router.query.stripe === 'refresh';

  let forms;
  if (loadError) {
    forms = <ResultOnDemand status="error" title="Your banking details could not be loaded" subTitle={loadError} extra={<Button onClick={() => void reload()}>Try again</Button>} data-testid="banking-load-error" />;
  } else if (!performer) {
    forms = <Skeleton active paragraph={{ rows: 6 }} />;
  } else {
    forms = <PayoutDetailsCards performer={performer} apply={apply} />;
  }

  return (
    <TitledPage title="Banking" maxWidth={960}>
      <PlainCard size="small" title="Stripe">
        <StripeConnectCard returned={returned} redirect={redirect} />
      </PlainCard>
      {forms}
    </TitledPage>
  );
}
