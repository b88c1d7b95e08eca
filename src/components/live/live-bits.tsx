// Small pieces the live pages share: the viewer count, the "Live" mark and the session's type and price.
import { EyeOutlined } from '@ant-design/icons';
import { Card, Skeleton, Tag, Typography } from 'antd';
import type { StreamSession } from '@/contracts/streams';
import { formatPrice } from '@/lib/money';

export function ViewerCount({ count }: { count: number }) {
  return (
    <Typography.Text type="secondary" data-testid="live-viewers" data-count={count} aria-label={`${count} watching`}>
      <EyeOutlined /> {count} watching
    </Typography.Text>
  );
}

/** A session's page while its session is read; `testProps` are the card's test attributes. */
export function SessionSkeleton({ testProps }: { testProps: Record<`data-${string}`, string> }) {
  return (
    <Card {...testProps}>
      <Skeleton active avatar paragraph={{ rows: 6 }} />
    </Card>
  );
}

export function LiveMark() {
  return (
    <Tag color="red" style={{ marginInlineEnd: 0, fontWeight: 600 }}>
      LIVE
    </Tag>
  );
}

/** "Subscribers", "Subscribers + $5.00", "Ticket $12.00". */
export function sessionPriceText(stream: Pick<StreamSession, 'type' | 'price'>): string {
  if (stream.type === 'group') return `Ticket ${formatPrice(stream.price)}`;
  if (stream.type === 'private') return 'Private show';
  return stream.price > 0 ? `Subscribers + ${formatPrice(stream.price)}` : 'Subscribers';
}

/** Seconds on air as "1:02:03" or "2:03". */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

/** The address of a session's watch page, and of the one that finds a performer's session on air. */
export const watchPath = (streamId: string) => `/live/${encodeURIComponent(streamId)}`;
export const performerLivePath = (performer: { _id: string; username: string | null }) =>
  `/live/performer/${encodeURIComponent(performer.username || performer._id)}`;
export const GO_LIVE_PATH = '/creator/live';
