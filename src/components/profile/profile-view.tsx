// A fan's public profile (and a performer's own profile before the public may see it): header and bio,
// with "Edit profile" for its owner.
import type { PublicUser } from '@/contracts/users';
import { Para } from '@/components/common/plain-text';
import { useAppSelector } from '@/redux/hooks';
import { selectCurrentUser } from '@/redux/user/selectors';
import { EditProfileButton } from './edit-profile-button';
import { UnlistedNotice } from './unlisted-notice';
import { ProfileHeader } from './profile-header';
import { ProfilePanel } from './profile-panel';
import { token } from '@/components/common/plain-tokens';

export { EditProfileButton, UnlistedNotice };

export function ProfileView({ profile, unlisted = false }: { profile: PublicUser; unlisted?: boolean }) {
  const me = useAppSelector(selectCurrentUser);
  const isOwn = !!me._id && me._id === profile._id;
  const margin = `${token.marginMD}px ${token.paddingSM}px 0`;

  return (
    <ProfilePanel padding={token.paddingSM}>
      {unlisted ? <UnlistedNotice /> : null}
      <ProfileHeader profile={profile} actions={isOwn ? <EditProfileButton isPerformer={me.isPerformer} /> : null} />
      {profile.bio ? (
        <Para style={{ whiteSpace: 'pre-line', margin, overflowWrap: 'anywhere' }} data-testid="profile-bio">
          {profile.bio}
        </Para>
      ) : profile.isPerformer ? (
        <Para secondary style={{ margin }}>
          {isOwn ? 'Add a bio so fans know who you are.' : 'No bio yet.'}
        </Para>
      ) : null}
    </ProfilePanel>
  );
}
