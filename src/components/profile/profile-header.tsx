// The top of a profile: cover, picture, name, @username, badges, and the actions for this viewer.
import { StarFilled, UserOutlined } from '@ant-design/icons';
import { Avatar, Flex, Tag, theme } from 'antd';
import Head from 'next/head';
import type { CSSProperties, ReactNode } from 'react';
import type { PublicUser } from '@/contracts/users';
import { Heading, Muted } from '@/components/common/plain-text';

const AVATAR_SIZE = 112;
/** Covers are stored at this size (performer-media.service.ts crops them so); avatars are 400 px squares. */
const COVER_WIDTH = 1600;
const COVER_HEIGHT = 600;

export interface ProfileHeaderProps {
  profile: PublicUser;
  /** More badges after "Performer" (live now, ...). */
  badges?: ReactNode;
  actions?: ReactNode;
}

export function ProfileHeader({ profile, badges, actions }: ProfileHeaderProps) {
  const { token, cssVar } = theme.useToken();
  const cover: CSSProperties = {
    height: 'clamp(120px, 28vw, 240px)',
    borderRadius: token.borderRadiusLG,
    overflow: 'hidden',
    // Without a cover picture: a gradient from the theme's own colours, so it suits light and dark.
    background: `linear-gradient(135deg, ${cssVar.colorPrimary} 0%, ${cssVar.colorInfoBg} 100%)`,
  };

  // The largest picture at the top of the page decides when it looks loaded: asked for in the head, before
  // the browser meets it in the body, and ahead of everything else.
  const lcpImage = profile.cover || profile.avatar;
  return (
    <>
      {lcpImage ? (
        <Head>
          <link key="lcp-image" rel="preload" as="image" href={lcpImage} fetchPriority="high" />
        </Head>
      ) : null}
      <div style={cover} data-testid="profile-cover">
        {profile.cover ? (
          <img
            src={profile.cover}
            width={COVER_WIDTH}
            height={COVER_HEIGHT}
            alt=""
            loading="eager"
            fetchPriority="high"
            style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        ) : null}
      </div>
      <Flex gap={16} wrap align="flex-end" style={{ padding: `0 ${token.paddingSM}px` }}>
        <Avatar
          src={
            profile.avatar ? (
              <img
                src={profile.avatar}
                width={AVATAR_SIZE}
                height={AVATAR_SIZE}
                alt={`${profile.name || profile.username}'s profile picture`}
                loading="eager"
                fetchPriority={profile.cover ? undefined : 'high'}
              />
            ) : undefined
          }
          icon={<UserOutlined />}
          size={AVATAR_SIZE}
          alt={`${profile.name || profile.username}'s profile picture`}
          style={{
            marginTop: -AVATAR_SIZE / 2,
            border: `4px solid ${cssVar.colorBgContainer}`,
            background: cssVar.colorBgContainer,
            flex: 'none',
          }}
        />
        <Flex vertical style={{ flex: '1 1 180px', minWidth: 0, paddingTop: token.paddingXS }}>
          <Flex align="center" gap={8} wrap>
            <Heading level={2} style={{ overflowWrap: 'anywhere' }} data-testid="profile-name">
              {profile.name || profile.username}
            </Heading>
            {profile.isPerformer ? (
              <Tag color="processing" icon={<StarFilled />} data-testid="profile-performer-badge">
                Performer
              </Tag>
            ) : null}
            {badges}
          </Flex>
          {profile.username ? (
            <Muted data-testid="profile-username">@{profile.username}</Muted>
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
