// The performer's Go live page: camera and microphone, the session's details, then the broadcast with its
// viewers, tips and chat.
import { withAntdTheme } from '@/components/app/with-antd-theme';
import { PageContainer } from '@/components/common/page-column';
import { GoLivePage } from '@/components/live/go-live-page';
import type { AppPage } from '@/lib/page';
import { withSlices } from '@/redux/with-slices';
import { liveChatSlices } from '@/redux/page-slices/live-chat';
import { privateRequestSlices } from '@/redux/page-slices/private-requests';

const CreatorLivePage: AppPage = () => (
  <PageContainer maxWidth={1280}>
    <GoLivePage />
  </PageContainer>
);
CreatorLivePage.layout = 'primary';
CreatorLivePage.authenticate = true;
CreatorLivePage.onlyPerformer = true;

export default withAntdTheme(withSlices(CreatorLivePage, [...liveChatSlices, ...privateRequestSlices]));
