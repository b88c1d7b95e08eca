// A private show at /live/private/{id}, for its fan and its performer: the request while it waits, the video
// call while it runs, its end after. Read in the browser: it changes while the page is open.
import { withAntdTheme } from '@/components/app/with-antd-theme';
import { PageContainer } from '@/components/common/page-column';
import { PrivateShowPage } from '@/components/live/private/private-show-page';
import type { AppPage } from '@/lib/page';
import { withSlices } from '@/redux/with-slices';
import { privateRequestSlices } from '@/redux/page-slices/private-requests';

export interface PrivateShowRouteProps {
  streamId: string;
}

const PrivateShowRoute: AppPage<PrivateShowRouteProps> = ({ streamId }) => (
  <PageContainer maxWidth={1280}>
    {/* Keyed: another show's page starts afresh. */}
    <PrivateShowPage key={streamId} streamId={streamId} />
  </PageContainer>
);

PrivateShowRoute.layout = 'primary';
PrivateShowRoute.authenticate = true;

PrivateShowRoute.getInitialProps = async (ctx) => {
  const raw = ctx.query.streamId;
  return { streamId: typeof raw === 'string' ? raw : '' };
};

export default withAntdTheme(withSlices(PrivateShowRoute, privateRequestSlices));
