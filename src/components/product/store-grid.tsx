// A page of products in a grid with its loading, failure and empty states and the pager under it.
import type { ReactNode } from 'react';
import type { Product } from '@/contracts/products';
import { ListPager } from '@/components/common/list-pager';
import { ListStatus } from '@/components/performers/list-states';
import type { PagedList } from '@/hooks/use-list';
import { ProductGrid } from './product-card';

export interface StoreGridProps<T> {
  list: PagedList<T>;
  productOf: (item: T) => Product;
  keyOf: (item: T) => string;
  actionsOf?: (item: T) => ReactNode;
  current: number;
  pageSize: number;
  onPage: (current: number) => void;
  emptyText: string;
  emptyExtra?: ReactNode;
  testId: string;
}

export function StoreGrid<T>({ list, productOf, keyOf, actionsOf, current, pageSize, onPage, emptyText, emptyExtra, testId }: StoreGridProps<T>) {
  const settled = !list.loading && !list.error;
  return (
    <>
      <ListStatus loading={list.loading} error={list.error} empty={!list.items.length} onRetry={list.reload} emptyText={emptyText} emptyExtra={emptyExtra} />
      {settled && list.items.length ? (
        <ProductGrid testId={testId} items={list.items.map((item) => ({ key: keyOf(item), product: productOf(item), actions: actionsOf?.(item) }))} />
      ) : null}
      <ListPager current={current} pageSize={pageSize} total={list.total} onPage={onPage} />
    </>
  );
}
