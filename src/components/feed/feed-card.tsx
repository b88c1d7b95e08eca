// One post: author, badges, text, media (or its locked preview), poll, and like / bookmark. Used on the
// timeline, profiles, /post/[id] and the performer's own list (which adds its controls through `actions`).
// A locked post's text comes only when it is a teaser; otherwise the card says it unlocks with the post,
// and once bought the post is read again so the text shows at once. Drawn with plain elements and the classes of
// feed-card.module.css (the theme's CSS variables): antd's Card, Avatar, Typography, Tag and Flex would load with
// /home's feed, and the same inline styles repeated on each card of a page made its HTML heavy. Its icons are the
// plain ones, from the site's icon file (FEED_ICONS are all in it: common/icon-sprite/sprite-icons.ts).
import { ANTD_HASH } from '@/components/common/antd-hash';
import Link from '@/components/common/app-link';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { Feed } from '@/contracts/feeds';
import { PlainIcon, type IconOutline } from '@/components/common/plain-icon';
import { CheckCircleFilled, ClockCircleOutlined, CommentOutlined, HeartFilled, HeartOutlined, LockOutlined, PushpinFilled, StarFilled, StarOutlined } from '@/components/common/plain-icon-outlines';
import { PlainTag } from '@/components/common/plain-tag';
import GiftOutlined from '@ant-design/icons-svg/es/asn/GiftOutlined';
import { PlainAvatar } from '@/components/layout/plain-avatar';
import { PlainCard } from '@/components/layout/plain-card';
import { formatDate } from '@/lib/format-date';
import { useAppSelector } from '@/redux/hooks';
import { selectCurrentUser } from '@/redux/user/selectors';
import { feedService } from '@/services/feed.api';
import styles from './feed-card.module.css';
import { FeedFiles } from './feed-files';
import { FeedPoll } from './feed-poll';
import { FeedReactions } from './feed-reactions';
import { TipButton } from '@/components/wallet/tip-button';
import { isTextOnly, LockedPreview, UNLOCK_TO_READ } from './locked-preview';
import { ModerationTag } from '@/components/content/moderation-tag';

/** Every icon a post card may draw (with its like and bookmark in either state): the icon file holds them all. */
export const FEED_ICONS: readonly IconOutline[] = [
  HeartOutlined,
  HeartFilled,
  StarOutlined,
  StarFilled,
  CommentOutlined,
  LockOutlined,
  PushpinFilled,
  ClockCircleOutlined,
  CheckCircleFilled,
  GiftOutlined,
];

export const postPath = (feedId: string) => `/post/${encodeURIComponent(feedId)}`;
const profilePath = (feed: Feed) => `/${encodeURIComponent(feed.performer.username || feed.performerId)}`;

function Author({ feed }: { feed: Feed }) {
  const when = feed.status === 'scheduled' ? feed.scheduledAt : (feed.publishedAt ?? feed.createdAt);
  return (
    <div className={styles.author}>
      <PlainAvatar src={feed.performer.avatar} size={40} />
      <div className={styles.authorText}>
        <Link href={profilePath(feed)} className={styles.authorName} data-testid="feed-author">
          {feed.performer.name || feed.performer.username}
        </Link>
        <span className={styles.meta}>
          {feed.performer.username ? `@${feed.performer.username} · ` : ''}
          <Link href={postPath(feed._id)} className={styles.date} data-testid="feed-open">
            {formatDate(when)}
          </Link>
        </span>
      </div>
    </div>
  );
}

function Badges({ feed, isOwn }: { feed: Feed; isOwn: boolean }) {
  return (
    <div className={styles.badges}>
      {feed.isPinned ? (
        <PlainTag icon={<PlainIcon icon={PushpinFilled} />} color="blue" data-testid="feed-pinned">
          Pinned
        </PlainTag>
      ) : null}
      {isOwn ? <ModerationTag moderation={feed.moderation} /> : null}
      {isOwn && feed.status === 'scheduled' ? (
        <PlainTag icon={<PlainIcon icon={ClockCircleOutlined} />} color="gold" data-testid="feed-scheduled">
          Scheduled · {formatDate(feed.scheduledAt)}
        </PlainTag>
      ) : null}
    </div>
  );
}

/** The text of a locked media post, which unlocks with it; a text post's lock box says so itself. */
function LockedText() {
  return (
    <div className={styles.lockedText} data-testid="feed-text-locked">
      <PlainIcon icon={LockOutlined} aria-hidden />
      <span className={styles.muted}>{UNLOCK_TO_READ} the text</span>
    </div>
  );
}

export interface FeedCardProps {
  feed: Feed;
  /** The owner's controls (edit, pin, delete) on their own list. */
  actions?: ReactNode;
  /** The post as read again (bought, or a file finished processing), for a page that shows more of it. */
  onChange?: (feed: Feed) => void;
}

export function FeedCard({ feed: given, actions, onChange }: FeedCardProps) {
  const me = useAppSelector(selectCurrentUser);
  const [feed, setFeed] = useState(given);
  useEffect(() => setFeed(given), [given]);
  const isOwn = !!me._id && me._id === feed.performerId;

  // A file finished (or failed) processing: read the post again for its addresses and posters.
  const reload = useCallback(() => {
    feedService
      .view(feed._id)
      .then((res) => {
        setFeed(res.data);
        onChange?.(res.data);
      })
      .catch(() => undefined);
  }, [feed._id, onChange]);

  return (
    <PlainCard
      dense
      data-testid="feed-card"
      data-feed-id={feed._id}
      data-locked={feed.isLocked ? 'true' : 'false'}
    >
      {/* antd's hash class, as antd's Flex here had: the stylesheet's link rules apply under it (a card alone). */}
      <div className={`${styles.column} ${ANTD_HASH}`}>
        <div className={`${styles.row} ${styles.top}`}>
          <Author feed={feed} />
          <Badges feed={feed} isOwn={isOwn} />
        </div>
        {feed.text ? (
          <div className={styles.text} data-testid="feed-body">
            {feed.text}
          </div>
        ) : feed.isTextLocked && !isTextOnly(feed) ? (
          <LockedText />
        ) : null}
        {feed.isLocked ? <LockedPreview feed={feed} onBought={reload} /> : <FeedFiles feed={feed} onReady={reload} />}
        {feed.poll && !feed.isLocked ? <FeedPoll poll={feed.poll} /> : null}
        <div className={`${styles.row} ${styles.bottom}`}>
          <div className={styles.reactions}>
            <FeedReactions key={feed._id} feed={feed} />
            <Link href={postPath(feed._id)} aria-label={`Comments, ${feed.stats.comments}`} className={styles.comments}>
              <PlainIcon icon={CommentOutlined} /> {feed.stats.comments}
            </Link>
            {/* Tipping the author from the post; its dialog loads when pressed (a visitor is asked to log in). */}
            {isOwn ? null : <TipButton performer={feed.performer} type="text" testId="feed-tip" />}
          </div>
          {actions}
        </div>
      </div>
    </PlainCard>
  );
}
