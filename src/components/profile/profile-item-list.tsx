// One content tab of a profile (videos, galleries): the performer's items as this visitor may see them,
// locked ones as their cards show them, a page at a time with "Load more", and an empty state that offers
// the owner the way to add the first one.
import { Alert, Button, Empty, Flex, Skeleton } from 'antd';
import type { ComponentType, ReactNode } from 'react';
import { LinkButton } from '@/components/common/link-button';
import { useLoadMoreList, type PageLoader } from '@/hooks/use-load-more-list';

export const PROFILE_PAGE_SIZE = 12;

export interface ProfileItemListProps<T extends { _id: string }> {
  load: PageLoader<T>;
  /** Plural, lower case: "videos", "galleries" (messages and test ids use it). */
  noun: string;
  Grid: ComponentType<{ children: ReactNode }>;
  renderItem(item: T): ReactNode;
  isOwn: boolean;
  empty: { own: string; other: string; addHref: string; addLabel: string };
}

export function ProfileItemList<T extends { _id: string }>({ load, noun, Grid, renderItem, isOwn, empty }: ProfileItemListProps<T>) {
  const list = useLoadMoreList(load, PROFILE_PAGE_SIZE);
  const testId = `profile-${noun}`;

  return (
    <Flex vertical gap={12} data-testid={testId}>
      {list.items.length ? <Grid>{list.items.map(renderItem)}</Grid> : null}
      {list.loading ? <Skeleton active paragraph={{ rows: 2 }} /> : null}
      {list.error ? (
        <Alert type="warning" showIcon title={`We could not load the ${noun}`} description={list.error} action={<Button onClick={list.loadMore}>Try again</Button>} />
      ) : null}
      {list.done && !list.items.length ? (
        <Empty description={isOwn ? empty.own : empty.other} data-testid={`${testId}-empty`}>
          {isOwn ? (
            <LinkButton href={empty.addHref} type="primary">
              {empty.addLabel}
            </LinkButton>
          ) : null}
        </Empty>
      ) : null}
      {list.started && !list.done && !list.loading && !list.error ? (
        <Flex justify="center">
          <Button onClick={list.loadMore} data-testid={`${testId}-more`}>
            Load more {noun}
          </Button>
        </Flex>
      ) : null}
    </Flex>
  );
}
