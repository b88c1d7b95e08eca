// What a list shows while it loads, when it failed and when it is empty.
import { Button, Empty, Skeleton } from 'antd';
import { ResultOnDemand } from '@/components/common/result-on-demand';
import type { ReactNode } from 'react';

export function ListStatus({ loading, error, empty, onRetry, emptyText, emptyExtra }: {
  loading: boolean;
  error: string | null;
  empty: boolean;
  onRetry: () => void;
  emptyText: string;
  emptyExtra?: ReactNode;
}) {
  if (loading) return <Skeleton active avatar paragraph={{ rows: 1 }} />;
  if (error) return <ResultOnDemand status="warning" title="We could not load this list" subTitle={error} extra={<Button onClick={onRetry}>Try again</Button>} />;
  if (empty) return <Empty description={emptyText}>{emptyExtra}</Empty>;
  return null;
}
