// One payout request: its details, and editing or cancelling it while it is pending.
import { useRouter } from 'next/router';
import { withAntdTheme } from '@/components/app/with-antd-theme';
import { routeParam } from '@/components/common/load-item';
import { PayoutDetailPage } from '@/components/payouts/payout-detail-page';
import type { AppPage } from '@/lib/page';

const PayoutRequestPage: AppPage = () => {
  const { query } = useRouter();
  const id = routeParam(query.id);
  // The key starts afresh when the address moves to another request.
  return id ? <PayoutDetailPage key={id} id={id} /> : null;
};
PayoutRequestPage.layout = 'primary';
PayoutRequestPage.authenticate = true;
PayoutRequestPage.onlyPerformer = true;

export default withAntdTheme(PayoutRequestPage);
