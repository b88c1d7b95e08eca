// The products the user bookmarked (GET /reactions/products/bookmark), each with a way to remove it.
import { DeleteOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import type { ProductBookmarkItem } from '@/contracts/social';
import { LinkButton } from '@/components/common/link-button';
import { useList } from '@/hooks/use-list';
import { UNBOOKMARKED } from '@/components/profile/bookmark-button';
import { StoreGrid } from '@/components/product/store-grid';
import { getResponseError, notifyError, notifySuccess } from '@/lib/notify';
import { productService } from '@/services/product.api';
import type { PagedSectionProps } from './performer-bookmarks';

function Unsave({ item, onRemoved }: { item: ProductBookmarkItem; onRemoved: () => void }) {
  const [busy, setBusy] = useState(false);
  const unsave = async () => {
    setBusy(true);
    try {
      await productService.unreact(item.objectId, 'bookmark');
      notifySuccess(UNBOOKMARKED);
      onRemoved();
    } catch (e) {
      notifyError(getResponseError(e));
      setBusy(false);
    }
  };
  return (
    <Button size="small" block icon={<DeleteOutlined />} loading={busy} onClick={() => void unsave()} data-testid="product-bookmark-remove">
      Remove
    </Button>
  );
}

const productOf = (item: ProductBookmarkItem) => item.objectInfo;
const keyOf = (item: ProductBookmarkItem) => item._id;

export function ProductBookmarks({ query, current, pageSize, onPage }: PagedSectionProps) {
  const list = useList(productService.bookmarked, query);
  return (
    <StoreGrid
      list={list}
      productOf={productOf}
      keyOf={keyOf}
      actionsOf={(item) => <Unsave item={item} onRemoved={() => list.remove((x) => x._id === item._id)} />}
      current={current}
      pageSize={pageSize}
      onPage={onPage}
      emptyText="You have not saved any products yet."
      emptyExtra={<LinkButton href="/performers" type="primary">Find performers</LinkButton>}
      testId="product-bookmarks"
    />
  );
}
