// The top of a profile: cover, picture, name, @username, badges, and the actions for this viewer.
import StarFilled from '@ant-design/icons-svg/es/asn/StarFilled';
import Head from 'next/head';
import type { CSSProperties, ReactNode } from 'react';
import { PlainIcon } from '@/components/common/plain-icon';
import type { PublicUser } from '@/contracts/users';
import { PlainTag } from '@/components/common/plain-tag';
import { Heading, Muted } from '@/components/common/plain-text';
import { PlainAvatar } from '@/components/layout/plain-avatar';
import { cssVar, token } from '@/components/common/plain-tokens';

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
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 16, padding: `0 ${token.paddingSM}px` }}>
        {/* antd's Avatar would bring its group's popover, tooltip and form context along with the page. The
            picture keeps its name for screen readers on the frame around it. */}
        <span
          {...(profile.avatar ? { role: 'img', 'aria-label': `${profile.name || profile.username}'s profile picture` } : {})}
          style={{ display: 'flex', flex: 'none', marginTop: -AVATAR_SIZE / 2 }}
          data-testid="profile-avatar"
        >
          <PlainAvatar
            src={profile.avatar}
            size={AVATAR_SIZE}
            loading="eager"
            style={{ border: `4px solid ${cssVar.colorBgContainer}`, background: cssVar.colorBgContainer }}
          />
        </span>
        <div style={{ display: 'flex', flexDirection: 'column', flex: '1 1 180px', minWidth: 0, paddingTop: token.paddingXS }}>
          <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
            <Heading level={2} style={{ overflowWrap: 'anywhere' }} data-testid="profile-name">
              {profile.name || profile.username}
            </Heading>
            {profile.isPerformer ? (
              <PlainTag color="processing" icon={<PlainIcon icon={StarFilled} />} data-testid="profile-performer-badge">
                Performer
              </PlainTag>
            ) : null}
            {badges}
          </div>
          {profile.username ? (
            <Muted data-testid="profile-username">@{profile.username}</Muted>
          ) : null}
        </div>
        {actions ? <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, paddingTop: token.paddingXS }}>{actions}</div> : null}
      </div>
    </>
  );
}
