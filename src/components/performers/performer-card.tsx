// A performer in a list: cover, picture, name, @username, monthly price, free-trial and live badges, and a
// follow button. The picture, name and cover lead to the profile; the live badge to the performer's live.
// Drawn like antd's Card and Avatar with plain elements: Card and Typography bring their tabs, skeleton,
// editing and copying code, and Avatar its Popover and Tooltip, to every page listing performers. Its looks
// are classes in styles/globals.css ("performer cards") over antd's variables, not inline styles: a page
// lists 20 cards, and the same styles written on each made the directory's HTML 11 kB larger (61 -> 50 kB).
import Link from '@/components/common/app-link';
import type { PublicPerformer } from '@/contracts/performers';
import { PlainTag } from '@/components/common/plain-tag';
import { Muted } from '@/components/common/plain-text';
import { PlainAvatar } from '@/components/layout/plain-avatar';
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
  const href = profilePath(performer);
  const name = performer.name || performer.username || 'Performer';
  return (
    <section data-testid="performer-card" data-username={performer.username ?? ''} className="fs-performer-card">
      <Link href={href} aria-label={`${name}'s profile`} tabIndex={-1} className="fs-performer-card-cover">
        {performer.cover ? (
          <img
            src={performer.cover}
            width={256}
            height={COVER_HEIGHT}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
            data-testid="performer-card-cover"
          />
        ) : null}
      </Link>
      <div className="fs-performer-card-body">
        <div className="fs-performer-card-top">
          <Link href={href} tabIndex={-1} aria-hidden>
            <PlainAvatar src={performer.avatar} size={AVATAR_SIZE} loading={priority ? 'eager' : 'lazy'} className="fs-performer-card-avatar" />
          </Link>
          <div className="fs-performer-card-badges">
            {performer.isStreaming ? <LiveBadge performer={performer} testId="performer-live" /> : null}
            {performer.isFreeSubscription ? (
              <PlainTag color="green" data-testid="performer-free-trial" style={{ color: 'var(--ant-green-8)' }}>
                Free trial
              </PlainTag>
            ) : null}
          </div>
        </div>
        <Link href={href} className="fs-performer-card-name">
          <span data-testid="performer-name">{name}</span>
        </Link>
        {performer.username ? (
          <Muted ellipsis style={{ display: 'block' }}>
            @{performer.username}
          </Muted>
        ) : null}
        <div className="fs-performer-card-foot">
          <span data-testid="performer-price">
            <strong>{formatPrice(performer.monthlyPrice)}</strong>
            <Muted> / month</Muted>
          </span>
          <FollowButton performer={performer} testId="performer-follow" size="small" />
        </div>
      </div>
    </section>
  );
}
