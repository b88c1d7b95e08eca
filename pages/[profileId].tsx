// A public profile at /{username or id}, where performers land after logging in. Static routes
// (/home, /performers, /auth/..., ...) win over this one, so it never shadows a real page.
import { PageContainer } from '@/components/common/page-container';
import { PageHead } from '@/components/common/page-head';
import { httpStatusOf, loadProfile, siteOrigin, type ProfileLoad } from '@/components/profile/load-profile';
import { PerformerProfile } from '@/components/profile/performer-profile';
import { ProfileMeta } from '@/components/profile/profile-meta';
import { PROFILE_NOT_FOUND, ProfileLoadError, ProfileNotFound } from '@/components/profile/profile-not-found';
import { ProfileView } from '@/components/profile/profile-view';
import type { AppPage } from '@/lib/page';
import type { AppStore } from '@/redux/store';
import { visitorHeaders } from '@/services/performer.api';

export interface ProfilePageProps {
  load: ProfileLoad;
  origin: string;
}

function ProfileContent({ load, origin }: ProfilePageProps) {
  switch (load.state) {
    case 'performer':
      return (
        <>
          <ProfileMeta profile={load.performer} origin={origin} />
          {/* Keyed: moving from one profile to another starts its buttons afresh. */}
          <PerformerProfile key={load.performer._id} performer={load.performer} />
        </>
      );
    case 'found':
    case 'unlisted':
      return (
        <>
          <ProfileMeta profile={load.profile} origin={origin} />
          <ProfileView profile={load.profile} unlisted={load.state === 'unlisted'} />
        </>
      );
    case 'not-found':
      return (
        <>
          <PageHead title={PROFILE_NOT_FOUND} />
          <ProfileNotFound />
        </>
      );
    default:
      return <ProfileLoadError message={load.message} />;
  }
}

const ProfilePage: AppPage<ProfilePageProps> = (props) => (
  <PageContainer maxWidth={960}>
    <ProfileContent {...props} />
  </PageContainer>
);

ProfilePage.layout = 'primary';

ProfilePage.getInitialProps = async (ctx) => {
  const raw = ctx.query.profileId;
  // The app shell's store (next-redux-wrapper puts it on the context) knows who is looking.
  const store = (ctx as typeof ctx & { store?: AppStore }).store;
  const viewerId = store?.getState().auth.authUser?._id;
  const load = await loadProfile(typeof raw === 'string' ? raw : '', { viewerId, headers: visitorHeaders(ctx.req) });
  if (ctx.res) ctx.res.statusCode = httpStatusOf(load);
  return { load, origin: siteOrigin() };
};

export default ProfilePage;
