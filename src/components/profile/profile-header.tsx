// The top of a profile: cover, picture, name, @username, badges, and the actions for this viewer.
import { StarFilled, UserOutlined } from '@ant-design/icons';
import { Avatar, Flex, Tag, Typography, theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import type { PublicUser } from '@/contracts/users';

const AVATAR_SIZE = 112;

export interface ProfileHeaderProps {
  profile: PublicUser;
  /** More badges after "Performer" (live now, ...). */
  badges?: ReactNode;
  actions?: ReactNode;
}

export function ProfileHeader({ profile, badges, actions }: ProfileHeaderProps) {
  const { token } = theme.useToken();
  const cover: CSSProperties = {
    height: 'clamp(120px, 28vw, 240px)',
    borderRadius: token.borderRadiusLG,
    overflow: 'hidden',
    // Without a cover picture: a gradient from the theme's own colours, so it suits light and dark.
    background: `linear-gradient(135deg, ${token.colorPrimary} 0%, ${token.colorInfoBg} 100%)`,
  };

  return (
    <>
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
            {badges}
          </Flex>
          {profile.username ? (
            <Typography.Text type="secondary" data-testid="profile-username">
              @{profile.username}
            </Typography.Text>
          ) : null}
        </Flex>
        {actions ? (
          <Flex gap={8} wrap style={{ paddingTop: token.paddingXS }}>
            {actions}
          </Flex>
        ) : null}
      </Flex>
    </>
  );
}
