// /live/performer/{username or id}: where a performer's "Live" badge leads. Finds the session the performer is
// live in now and goes on to its watch page, or says they are not live.
import { withAntdTheme } from '@/components/app/with-antd-theme';
import { PageContainer } from '@/components/common/page-column';
import { PerformerLive } from '@/components/live/performer-live';
import type { AppPage } from '@/lib/page';

export interface PerformerLivePageProps {
  profileId: string;
}

const PerformerLivePage: AppPage<PerformerLivePageProps> = ({ profileId }) => (
  <PageContainer>
    <PerformerLive key={profileId} profileId={profileId} />
  </PageContainer>
);

PerformerLivePage.layout = 'primary';

PerformerLivePage.getInitialProps = async (ctx) => {
  const raw = ctx.query.profileId;
  return { profileId: typeof raw === 'string' ? raw : '' };
};

export default withAntdTheme(PerformerLivePage);
