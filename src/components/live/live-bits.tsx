// Small pieces the live pages share that draw with antd's Skeleton and Typography: the viewer count and
// the page's loading placeholder. Text and addresses live in live-text.ts, the "LIVE" mark in live-badge.tsx,
// so the directory, the home page and profiles can use those without loading these components.
import { EyeOutlined } from '@ant-design/icons';
import { Skeleton } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import { PlainCard } from '@/components/layout/plain-card';

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
    <PlainCard {...testProps}>
      <Skeleton active avatar paragraph={{ rows: 6 }} />
    </PlainCard>
  );
}
