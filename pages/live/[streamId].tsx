// One live session at /live/{id}: the video, chat and tips for a viewer who may watch it, or what they need
// first (log in, subscribe, buy the ticket). Read in the browser: the answer depends on the viewer and changes
// while the page is open.
import { withAntdTheme } from '@/components/app/with-antd-theme';
import { PageContainer } from '@/components/common/page-column';
import { LiveWatch } from '@/components/live/live-watch';
import type { AppPage } from '@/lib/page';
import { withSlices } from '@/redux/with-slices';
import { liveChatSlices } from '@/redux/page-slices/live-chat';

export interface LivePageProps {
  streamId: string;
}

const LivePage: AppPage<LivePageProps> = ({ streamId }) => (
  <PageContainer maxWidth={1280}>
    {/* Keyed: another session's page starts afresh. */}
    <LiveWatch key={streamId} streamId={streamId} />
  </PageContainer>
);

LivePage.layout = 'primary';

LivePage.getInitialProps = async (ctx) => {
  const raw = ctx.query.streamId;
  return { streamId: typeof raw === 'string' ? raw : '' };
};

export default withAntdTheme(withSlices(LivePage, liveChatSlices));
