// A fan's public profile (and a performer's own profile before the public may see it): header and bio,
// with "Edit profile" for its owner.
import { EditOutlined } from '@ant-design/icons';
import { Alert, Card, Typography, theme } from 'antd';
import type { PublicUser } from '@/contracts/users';
import { LinkButton } from '@/components/common/link-button';
import { useAppSelector } from '@/redux/hooks';
import { selectCurrentUser } from '@/redux/user/selectors';
import { ProfileHeader } from './profile-header';

export function EditProfileButton({ isPerformer }: { isPerformer: boolean }) {
  return (
    <LinkButton href={isPerformer ? '/creator/account' : '/user/account'} icon={<EditOutlined />} data-testid="profile-edit">
      Edit profile
    </LinkButton>
  );
}

/** Shown to a performer on their own profile while the public cannot see it. */
export function UnlistedNotice() {
  const { token } = theme.useToken();
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: token.marginSM }}
      data-testid="profile-unlisted"
      title="Only you can see this profile for now"
      description="Fans can find and open it once an admin has verified your account."
    />
  );
}

export function ProfileView({ profile, unlisted = false }: { profile: PublicUser; unlisted?: boolean }) {
  const { token } = theme.useToken();
  const me = useAppSelector(selectCurrentUser);
  const isOwn = !!me._id && me._id === profile._id;
  const margin = `${token.marginMD}px ${token.paddingSM}px 0`;

  return (
    <Card styles={{ body: { padding: token.paddingSM } }}>
      {unlisted ? <UnlistedNotice /> : null}
      <ProfileHeader profile={profile} actions={isOwn ? <EditProfileButton isPerformer={me.isPerformer} /> : null} />
      {profile.bio ? (
        <Typography.Paragraph style={{ whiteSpace: 'pre-line', margin, overflowWrap: 'anywhere' }} data-testid="profile-bio">
          {profile.bio}
        </Typography.Paragraph>
      ) : profile.isPerformer ? (
        <Typography.Paragraph type="secondary" style={{ margin }}>
          {isOwn ? 'Add a bio so fans know who you are.' : 'No bio yet.'}
        </Typography.Paragraph>
      ) : null}
    </Card>
  );
}
