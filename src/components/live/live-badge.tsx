// The red "Live" mark on a performer who is on air now (their card, a list row, their profile): a link to
// the watch page of the session they are live in.
import { Tag } from 'antd';
import Link from 'next/link';
import type { CSSProperties } from 'react';
import { performerLivePath } from './live-bits';

export interface LiveBadgeProps {
  performer: { _id: string; name: string | null; username: string | null };
  label?: string;
  testId?: string;
  style?: CSSProperties;
}

export function LiveBadge({ performer, label = 'Live', testId, style }: LiveBadgeProps) {
  const name = performer.name || performer.username || 'this performer';
  return (
    <Link href={performerLivePath(performer)} aria-label={`Watch ${name} live`} data-testid={testId}>
      <Tag color="red" style={{ cursor: 'pointer', ...style }}>
        {label}
      </Tag>
    </Link>
  );
}
