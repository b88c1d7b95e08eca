// The performer's private-show requests: the ones waiting for an answer, kept current while the page is open.
import { Typography } from '@/components/common/plain-typography';
import Link from '@/components/common/app-link';
import { withAntdTheme } from '@/components/app/with-antd-theme';
import { TitledPage } from '@/components/common/page-container';
import { PRIVATE_PRICE_PATH } from '@/components/live/private/private-show-bits';
import { PrivateRequests } from '@/components/live/private/private-requests';
import type { AppPage } from '@/lib/page';
import { withSlices } from '@/redux/with-slices';
import { privateRequestSlices } from '@/redux/page-slices/private-requests';

const PrivateShowsPage: AppPage = () => (
  <TitledPage title="Private shows">
    <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
      Fans who ask for a private show wait here for your answer for two minutes. Accepting starts the video call at once and charges the
      fan&apos;s first minute. Your price per minute is set in <Link href={PRIVATE_PRICE_PATH}>your account&apos;s pricing</Link>.
    </Typography.Paragraph>
    <PrivateRequests />
  </TitledPage>
);

PrivateShowsPage.layout = 'primary';
PrivateShowsPage.authenticate = true;
PrivateShowsPage.onlyPerformer = true;

export default withAntdTheme(withSlices(PrivateShowsPage, privateRequestSlices));
