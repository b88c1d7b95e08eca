// A public profile at /{username or id}, where performers land after logging in. Static routes
// (/home, /performers, /auth/..., ...) win over this one, so it never shadows a real page.
import dynamic from 'next/dynamic';
import { PageContainer } from '@/components/common/page-column';
import { PageHead } from '@/components/common/page-head';
import { httpStatusOf, loadProfile, siteOrigin, type ProfileLoad } from '@/components/profile/load-profile';
import { PerformerProfile } from '@/components/profile/performer-profile';
import { ProfileMeta } from '@/components/profile/profile-meta';
import { PROFILE_NOT_FOUND } from '@/components/profile/profile-words';
import type { AppPage } from '@/lib/page';
import { contextStore } from '@/redux/page-store';
import { visitorHeaders } from '@/services/performer.api';

// The rarer answers (a fan's profile, an unknown address, a failure) are chunks of their own: the server
// renders whichever it shows and lists its chunk in the page, so a performer's profile does not carry them.
const ProfileView = dynamic(() => import('@/components/profile/profile-view').then((m) => m.ProfileView));
const ProfileNotFound = dynamic(() => import('@/components/profile/profile-not-found').then((m) => m.ProfileNotFound));
const ProfileLoadError = dynamic(() => import('@/components/profile/profile-not-found').then((m) => m.ProfileLoadError));

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
  // The app shell's store knows who is looking.
  const viewerId = contextStore(ctx)?.getState().auth.authUser?._id;
  const load = await loadProfile(typeof raw === 'string' ? raw : '', { viewerId, headers: visitorHeaders(ctx.req) });
  if (ctx.res) ctx.res.statusCode = httpStatusOf(load);
  return { load, origin: siteOrigin() };
};

export default ProfilePage;
