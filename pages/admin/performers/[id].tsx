// One performer's review: profile, ID photos, Verify and Reject (or Revoke verification).
import { useRouter } from 'next/router';
import { withAntdTheme } from '@/components/app/with-antd-theme';
import { PerformerReview } from '@/components/admin/performer-review';
import type { AppPage } from '@/lib/page';

const PerformerReviewPage: AppPage = () => {
  const { query } = useRouter();
  const id = typeof query.id === 'string' ? query.id : '';
  // The key starts a fresh review when the address moves to another performer.
  return id ? <PerformerReview key={id} id={id} /> : null;
};
PerformerReviewPage.layout = 'primary';
PerformerReviewPage.authenticate = true;
PerformerReviewPage.onlyAdmin = true;

export default withAntdTheme(PerformerReviewPage);
