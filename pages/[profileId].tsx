// A public profile at /{username or id} (spec §2: where performers land after logging in). Static routes
// (/home, /auth/..., /admin/...) win over this one, so it never shadows a real page.
import { PageContainer } from '@/components/common/page-container';
import { PageHead } from '@/components/common/page-head';
import { httpStatusOf, loadProfile, siteOrigin, type ProfileLoad } from '@/components/profile/load-profile';
import { ProfileMeta } from '@/components/profile/profile-meta';
import { PROFILE_NOT_FOUND, ProfileLoadError, ProfileNotFound } from '@/components/profile/profile-not-found';
import { ProfileView } from '@/components/profile/profile-view';
import type { AppPage } from '@/lib/page';

export interface ProfilePageProps {
  load: ProfileLoad;
  origin: string;
}

const ProfilePage: AppPage<ProfilePageProps> = ({ load, origin }) => (
  <PageContainer maxWidth={960}>
    {load.state === 'found' ? (
      <>
        <ProfileMeta profile={load.profile} origin={origin} />
        <ProfileView profile={load.profile} />
      </>
    ) : load.state === 'not-found' ? (
      <>
        <PageHead title={PROFILE_NOT_FOUND} />
        <ProfileNotFound />
      </>
    ) : (
      <ProfileLoadError message={load.message} />
    )}
  </PageContainer>
);

ProfilePage.layout = 'primary';

ProfilePage.getInitialProps = async (ctx) => {
  const raw = ctx.query.profileId;
  const load = await loadProfile(typeof raw === 'string' ? raw : '');
  if (ctx.res) ctx.res.statusCode = httpStatusOf(load);
  return { load, origin: siteOrigin() };
};

export default ProfilePage;
