// One post: author, badges, text, media (or its locked preview), poll, and like / bookmark. Used on the
// timeline, profiles, /post/[id] and the performer's own list (which adds its controls through `actions`).
// A locked post's text comes only when it is a teaser; otherwise the card says it unlocks with the post,
// and once bought the post is read again so the text shows at once.
import { ClockCircleOutlined, CommentOutlined, LockOutlined, PushpinFilled, UserOutlined } from '@ant-design/icons';
import { Avatar, Card, Flex, Tag, Typography, theme } from 'antd';
import Link from 'next/link';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { Feed } from '@/contracts/feeds';
import { formatDate } from '@/lib/format-date';
import { useAppSelector } from '@/redux/hooks';
import { selectCurrentUser } from '@/redux/user/selectors';
import { feedService } from '@/services/feed.api';
import { FeedFiles } from './feed-files';
import { FeedPoll } from './feed-poll';
import { FeedReactions } from './feed-reactions';
import { isTextOnly, LockedPreview, UNLOCK_TO_READ } from './locked-preview';

export const postPath = (feedId: string) => `/post/${encodeURIComponent(feedId)}`;
const profilePath = (feed: Feed) => `/${encodeURIComponent(feed.performer.username || feed.performerId)}`;

function Author({ feed }: { feed: Feed }) {
  const when = feed.status === 'scheduled' ? feed.scheduledAt : (feed.publishedAt ?? feed.createdAt);
  return (
    <Flex gap={12} align="center" style={{ minWidth: 0 }}>
      <Avatar src={feed.performer.avatar} icon={<UserOutlined />} alt="" size={40} style={{ flex: 'none' }} />
      <Flex vertical style={{ minWidth: 0 }}>
        <Link href={profilePath(feed)} style={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="feed-author">
          {feed.performer.name || feed.performer.username}
        </Link>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {feed.performer.username ? `@${feed.performer.username} · ` : ''}
          <Link href={postPath(feed._id)} style={{ color: 'inherit' }} data-testid="feed-open">
            {formatDate(when)}
          </Link>
        </Typography.Text>
      </Flex>
    </Flex>
  );
}

function Badges({ feed, isOwn }: { feed: Feed; isOwn: boolean }) {
  return (
    <Flex gap={4} wrap>
      {feed.isPinned ? (
        <Tag icon={<PushpinFilled />} color="blue" data-testid="feed-pinned">
          Pinned
        </Tag>
      ) : null}
      {isOwn && feed.status === 'scheduled' ? (
        <Tag icon={<ClockCircleOutlined />} color="gold" data-testid="feed-scheduled">
          Scheduled · {formatDate(feed.scheduledAt)}
        </Tag>
      ) : null}
    </Flex>
  );
}

/** The text of a locked media post, which unlocks with it; a text post's lock box says so itself. */
function LockedText() {
  const { token, cssVar } = theme.useToken();
  return (
    <Flex align="center" gap={8} style={{ padding: token.paddingXS, borderRadius: token.borderRadius, background: cssVar.colorFillTertiary }} data-testid="feed-text-locked">
      <LockOutlined aria-hidden />
      <Typography.Text type="secondary">{UNLOCK_TO_READ} the text</Typography.Text>
    </Flex>
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
  const { token, cssVar } = theme.useToken();
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
    <Card
      styles={{ body: { padding: token.paddingSM } }}
      data-testid="feed-card"
      data-feed-id={feed._id}
      data-locked={feed.isLocked ? 'true' : 'false'}
    >
      <Flex vertical gap={12}>
        <Flex justify="space-between" align="flex-start" gap={8} wrap>
          <Author feed={feed} />
          <Badges feed={feed} isOwn={isOwn} />
        </Flex>
        {feed.text ? (
          <Typography.Paragraph style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', margin: 0 }} data-testid="feed-body">
            {feed.text}
          </Typography.Paragraph>
        ) : feed.isTextLocked && !isTextOnly(feed) ? (
          <LockedText />
        ) : null}
        {feed.isLocked ? <LockedPreview feed={feed} onBought={reload} /> : <FeedFiles feed={feed} onReady={reload} />}
        {feed.poll && !feed.isLocked ? <FeedPoll poll={feed.poll} /> : null}
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Flex gap={4} align="center" wrap>
            <FeedReactions key={feed._id} feed={feed} />
            <Link href={postPath(feed._id)} aria-label={`Comments, ${feed.stats.comments}`} style={{ color: cssVar.colorTextSecondary }}>
              <CommentOutlined /> {feed.stats.comments}
            </Link>
          </Flex>
          {actions}
        </Flex>
      </Flex>
    </Card>
  );
}
