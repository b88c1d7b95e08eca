// A public profile: cover, picture, name, @username, bio, a performer badge, and "Edit profile" for its owner.
import { EditOutlined, StarFilled, UserOutlined } from '@ant-design/icons';
import { Avatar, Card, Flex, Tag, Typography, theme } from 'antd';
import type { CSSProperties } from 'react';
import type { PublicUser } from '@/contracts/users';
import { LinkButton } from '@/components/common/link-button';
import { useAppSelector } from '@/redux/hooks';
import { selectCurrentUser } from '@/redux/user/selectors';

const AVATAR_SIZE = 112;

export function ProfileView({ profile }: { profile: PublicUser }) {
  const { token } = theme.useToken();
  const me = useAppSelector(selectCurrentUser);
  const isOwn = !!me._id && me._id === profile._id;
  const editPath = me.isPerformer ? '/creator/account' : '/user/account';

  const cover: CSSProperties = {
    height: 'clamp(120px, 28vw, 240px)',
    borderRadius: token.borderRadiusLG,
    overflow: 'hidden',
    // Without a cover picture: a gradient from the theme's own colours, so it suits light and dark.
    background: `linear-gradient(135deg, ${token.colorPrimary} 0%, ${token.colorInfoBg} 100%)`,
  };

  return (
    <Card styles={{ body: { padding: token.paddingSM } }}>
      <div style={cover} data-testid="profile-cover">
        {profile.cover ? (
          <img src={profile.cover} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
        ) : null}
      </div>
      <Flex gap={16} wrap align="flex-end" style={{ padding: `0 ${token.paddingSM}px` }}>
        <Avatar
          src={profile.avatar}
          icon={<UserOutlined />}
          size={AVATAR_SIZE}
          alt={`${profile.name || profile.username}'s profile picture`}
          style={{
            marginTop: -AVATAR_SIZE / 2,
            border: `4px solid ${token.colorBgContainer}`,
            background: token.colorBgContainer,
            flex: 'none',
          }}
        />
        <Flex vertical style={{ flex: '1 1 180px', minWidth: 0, paddingTop: token.paddingXS }}>
          <Flex align="center" gap={8} wrap>
            <Typography.Title level={2} style={{ margin: 0, overflowWrap: 'anywhere' }} data-testid="profile-name">
              {profile.name || profile.username}
            </Typography.Title>
            {profile.isPerformer ? (
              <Tag color="processing" icon={<StarFilled />} data-testid="profile-performer-badge">
                Performer
              </Tag>
            ) : null}
          </Flex>
          {profile.username ? (
            <Typography.Text type="secondary" data-testid="profile-username">
              @{profile.username}
            </Typography.Text>
          ) : null}
        </Flex>
        {isOwn ? (
          <LinkButton href={editPath} icon={<EditOutlined />} data-testid="profile-edit">
            Edit profile
          </LinkButton>
        ) : null}
      </Flex>
      {profile.bio ? (
        <Typography.Paragraph style={{ whiteSpace: 'pre-line', margin: `${token.marginMD}px ${token.paddingSM}px 0`, overflowWrap: 'anywhere' }} data-testid="profile-bio">
          {profile.bio}
        </Typography.Paragraph>
      ) : profile.isPerformer ? (
        <Typography.Paragraph type="secondary" style={{ margin: `${token.marginMD}px ${token.paddingSM}px 0` }}>
          {isOwn ? 'Add a bio so fans know who you are.' : 'No bio yet.'}
        </Typography.Paragraph>
      ) : null}
    </Card>
  );
}
