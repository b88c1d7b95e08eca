// The profile's "Store" tab: the performer's active products (GET /performer-assets/products/search),
// a page at a time.
import { useCallback, useMemo, useState } from 'react';
import type { PublicPerformer } from '@/contracts/performers';
import type { Product } from '@/contracts/products';
import { LinkButton } from '@/components/common/link-button';
import { useList } from '@/hooks/use-list';
import { StoreGrid } from '@/components/product/store-grid';
import { productService } from '@/services/product.api';

const STORE_PAGE_SIZE = 12;
const itself = (product: Product) => product;
const idOf = (product: Product) => product._id;

export function PerformerStore({ performer, isOwn }: { performer: PublicPerformer; isOwn: boolean }) {
  const [current, setCurrent] = useState(1);
  const query = useMemo(() => ({ performerId: performer._id, current: String(current), pageSize: String(STORE_PAGE_SIZE) }), [performer._id, current]);
  const load = useCallback((q: Record<string, string>) => productService.search(q), []);
  const list = useList(load, query);
  return (
    <StoreGrid
      list={list}
      productOf={itself}
      keyOf={idOf}
      current={current}
      pageSize={STORE_PAGE_SIZE}
      onPage={setCurrent}
      emptyText={isOwn ? 'Your store is empty.' : 'Nothing for sale yet.'}
      emptyExtra={isOwn ? <LinkButton href="/creator/my-store" type="primary">Add a product</LinkButton> : undefined}
      testId="profile-store"
    />
  );
}
