// A performer in a list: cover, picture, name, @username, monthly price, free-trial and live badges, and a
// follow button. The picture, name and cover lead to the profile; the live badge to the performer's live.
// Drawn like antd's Card with plain elements: Card and Typography bring their tabs, skeleton, editing and
// copying code to every page listing performers.
import { UserOutlined } from '@ant-design/icons';
import { Avatar, Flex, Tag, theme } from 'antd';
import Link from 'next/link';
import type { PublicPerformer } from '@/contracts/performers';
import { Muted } from '@/components/common/plain-text';
import { LiveBadge } from '@/components/live/live-badge';
import { FollowButton } from './follow-button';
import { formatPrice } from '@/lib/money';
import { profilePath } from './profile-path';

const AVATAR_SIZE = 64;

/** The card's cover strip: 96 px high, about as wide as a 1600 x 600 cover scaled to it. */
const COVER_HEIGHT = 96;

export interface PerformerCardProps {
  performer: PublicPerformer;
  /**
   * The card is among the first a visitor sees (the top row of the directory): its pictures load at once and
   * first. The others load as they scroll into view.
   */
  priority?: boolean;
}

export function PerformerCard({ performer, priority = false }: PerformerCardProps) {
  const { token, cssVar } = theme.useToken();
  const href = profilePath(performer);
  const name = performer.name || performer.username || 'Performer';
  return (
    <section
      data-testid="performer-card"
      data-username={performer.username ?? ''}
      style={{
        height: '100%',
        overflow: 'hidden',
        boxSizing: 'border-box',
        background: cssVar.colorBgContainer,
        border: `${token.lineWidth}px ${token.lineType} ${cssVar.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        color: cssVar.colorText,
      }}
    >
      <Link href={href} aria-label={`${name}'s profile`} tabIndex={-1} style={{ display: 'block' }}>
        <div
          style={{
            height: COVER_HEIGHT,
            // Without a cover: a gradient from the theme's own colours, so it suits light and dark.
            background: `linear-gradient(135deg, ${cssVar.colorPrimary} 0%, ${cssVar.colorInfoBg} 100%)`,
          }}
        >
          {performer.cover ? (
            <img
              src={performer.cover}
              width={256}
              height={COVER_HEIGHT}
              alt=""
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : undefined}
              decoding="async"
              style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
              data-testid="performer-card-cover"
            />
          ) : null}
        </div>
      </Link>
      <div style={{ padding: token.paddingSM, paddingTop: 0 }}>
        <Flex align="flex-end" justify="space-between" gap={8}>
          <Link href={href} tabIndex={-1} aria-hidden>
            <Avatar
              src={
                performer.avatar ? (
                  <img src={performer.avatar} width={AVATAR_SIZE} height={AVATAR_SIZE} alt="" loading={priority ? 'eager' : 'lazy'} decoding="async" />
                ) : undefined
              }
              icon={<UserOutlined />}
              size={AVATAR_SIZE}
              alt=""
              style={{ marginTop: -AVATAR_SIZE / 2, border: `3px solid ${cssVar.colorBgContainer}`, background: cssVar.colorBgContainer }}
            />
          </Link>
          <Flex gap={4} wrap justify="flex-end" style={{ paddingTop: token.paddingXS }}>
            {performer.isStreaming ? <LiveBadge performer={performer} testId="performer-live" style={{ marginInlineEnd: 0 }} /> : null}
            {performer.isFreeSubscription ? (
              <Tag color="green" data-testid="performer-free-trial" style={{ marginInlineEnd: 0, color: 'var(--ant-green-8)' }}>
                Free trial
              </Tag>
            ) : null}
          </Flex>
        </Flex>
        <Link href={href} style={{ display: 'block', marginTop: token.marginXS, color: cssVar.colorText }}>
          <span
            style={{ display: 'block', fontWeight: token.fontWeightStrong, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
            data-testid="performer-name"
          >
            {name}
          </span>
        </Link>
        {performer.username ? (
          <Muted ellipsis style={{ display: 'block' }}>
            @{performer.username}
          </Muted>
        ) : null}
        <Flex align="center" justify="space-between" gap={8} wrap style={{ marginTop: token.marginSM }}>
          <span data-testid="performer-price">
            <strong>{formatPrice(performer.monthlyPrice)}</strong>
            <Muted> / month</Muted>
          </span>
          <FollowButton performer={performer} testId="performer-follow" size="small" />
        </Flex>
      </div>
    </section>
  );
}
