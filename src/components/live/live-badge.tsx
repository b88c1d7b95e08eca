// The red "Live" mark on a performer who is on air now (their card, a list row, their profile): a link to
// the watch page of the session they are live in; and the plain "LIVE" mark of a session's card. Both are
// antd's red Tag drawn as a plain element (plain-tag.tsx), so the pages showing them load none of antd.
import Link from '@/components/common/app-link';
import type { CSSProperties } from 'react';
import { PlainTag } from '@/components/common/plain-tag';
import { performerLivePath } from './live-text';

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
      <PlainTag color="red" style={{ cursor: 'pointer', ...style }}>
        {label}
      </PlainTag>
    </Link>
  );
}

export function LiveMark() {
  return (
    <PlainTag color="red" style={{ marginInlineEnd: 0, fontWeight: 600 }}>
      LIVE
    </PlainTag>
  );
}
