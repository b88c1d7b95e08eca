// A performer in a list: cover, picture, name, @username, monthly price, free-trial and live badges, and a
// follow button. The picture, name and cover lead to the profile; the live badge to the performer's live.
import { UserOutlined } from '@ant-design/icons';
import { Avatar, Card, Flex, Tag, Typography, theme } from 'antd';
import Link from 'next/link';
import type { PublicPerformer } from '@/contracts/performers';
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
    <Card
      data-testid="performer-card"
      data-username={performer.username ?? ''}
      styles={{ body: { padding: token.paddingSM, paddingTop: 0 } }}
      style={{ height: '100%', overflow: 'hidden' }}
      cover={
        <Link href={href} aria-label={`${name}'s profile`} tabIndex={-1}>
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
      }
    >
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
        <Typography.Text strong ellipsis style={{ display: 'block' }} data-testid="performer-name">
          {name}
        </Typography.Text>
      </Link>
      {performer.username ? (
        <Typography.Text type="secondary" ellipsis style={{ display: 'block' }}>
          @{performer.username}
        </Typography.Text>
      ) : null}
      <Flex align="center" justify="space-between" gap={8} wrap style={{ marginTop: token.marginSM }}>
        <Typography.Text data-testid="performer-price">
          <strong>{formatPrice(performer.monthlyPrice)}</strong>
          <Typography.Text type="secondary"> / month</Typography.Text>
        </Typography.Text>
        <FollowButton performer={performer} testId="performer-follow" size="small" />
      </Flex>
    </Card>
  );
}
