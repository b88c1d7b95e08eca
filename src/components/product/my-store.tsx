// /creator/my-store: the performer's products in a table whose search, filters, sorting and page live in
// the address; add and edit in a dialog (with upload progress and cancel), delete after confirming.
import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Select, Typography } from 'antd';
import { useState } from 'react';
import type { Product } from '@/contracts/products';
import { PageContainer } from '@/components/common/page-container';
import { PageHead } from '@/components/common/page-head';
import { useUrlList } from '@/hooks/use-list';
import { getResponseError, notifyError, notifySuccess } from '@/lib/notify';
import { productService } from '@/services/product.api';
import { MyStoreTable } from './my-store-table';
import { ProductFormModal, type SavedProduct } from './product-form-modal';
import { usePicturesPreparing } from './use-pictures-preparing';

export const PRODUCT_DELETED = 'Product deleted';

const TYPE_OPTIONS = [
  { value: 'digital', label: 'Digital' },
  { value: 'physical', label: 'Physical' },
];
const STATUS_OPTIONS = [
  { value: 'active', label: 'On sale' },
  { value: 'inactive', label: 'Hidden' },
];

/** Editing is closed (null), adding ('new') or editing one product. */
type Editing = null | 'new' | Product;

export function MyStore() {
  const list = useUrlList<Product>(productService.listOwn);
  const { state, change } = list.table;
  const [editing, setEditing] = useState<Editing>(null);
  const pictures = usePicturesPreparing(() => void list.reload());
  const filter = (key: 'q' | 'type' | 'status', value: string | undefined) => change({ filters: { [key]: value || undefined } });

  function saved({ product, pictureSent }: SavedProduct) {
    const added = editing === 'new';
    setEditing(null);
    if (pictureSent) pictures.track(product);
    // A new product is the newest: it shows at the top of the first page.
    if (added && state.current !== 1) change({ pagination: { current: 1 } });
    else void list.reload();
  }

  async function remove(product: Product) {
    try {
      await productService.remove(product._id);
      pictures.stop(product._id);
      notifySuccess(PRODUCT_DELETED);
      void list.reload();
    } catch (e) {
      notifyError(getResponseError(e));
    }
  }

  return (
    <PageContainer maxWidth={1100}>
      <PageHead title="My store" />
      <Flex vertical gap={16}>
        <Flex justify="space-between" align="center" gap={12} wrap>
          <Typography.Title level={2} style={{ margin: 0 }}>
            My store
          </Typography.Title>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="my-store-add">
            Add product
          </Button>
        </Flex>
        <Flex gap={12} wrap align="center">
          <Input.Search
            key={state.filters.q ?? ''}
            defaultValue={state.filters.q}
            placeholder="Name or tag"
            allowClear
            onSearch={(q) => filter('q', q.trim())}
            style={{ flex: '1 1 200px', maxWidth: 360 }}
            data-testid="my-store-search"
          />
          <Select
            value={state.filters.type}
            options={TYPE_OPTIONS}
            placeholder="Any type"
            allowClear
            onChange={(v?: string) => filter('type', v)}
            style={{ width: 140 }}
            data-testid="my-store-type"
          />
          <Select
            value={state.filters.status}
            options={STATUS_OPTIONS}
            placeholder="Any status"
            allowClear
            onChange={(v?: string) => filter('status', v)}
            style={{ width: 140 }}
            data-testid="my-store-status"
          />
        </Flex>
        <MyStoreTable
          rows={list.items}
          total={list.total}
          loading={list.loading}
          error={list.error}
          state={state}
          preparing={pictures.preparing}
          onChange={(pagination, _filters, sorter) => change({ pagination, sorter: Array.isArray(sorter) ? sorter[0] : sorter })}
          onEdit={setEditing}
          onDelete={remove}
        />
      </Flex>
      {editing ? <ProductFormModal product={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} onSaved={saved} /> : null}
    </PageContainer>
  );
}
