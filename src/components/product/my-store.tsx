// /creator/my-store: the performer's products in a table whose search, filters, sorting and page live in
// the address; add and edit in a dialog (with upload progress and cancel), delete after confirming.
import { Flex, Select } from 'antd';
import { useState } from 'react';
import type { Product } from '@/contracts/products';
import { useOnDemand } from '@/components/common/use-on-demand';
import { ManagePage, ManageSearch, useOwnList } from '@/components/content/manage-page';
import { getResponseError, notifyError, notifySuccess } from '@/lib/notify';
import { productService } from '@/services/product.api';
import { MyStoreTable } from './my-store-table';
import type { SavedProduct } from './product-form-modal';
import { usePicturesPreparing } from './use-pictures-preparing';

export const PRODUCT_DELETED = 'Product deleted';

const SELECTS: { key: 'type' | 'status'; placeholder: string; options: { value: string; label: string }[] }[] = [
  {
    key: 'type',
    placeholder: 'Any type',
    options: [
      { value: 'digital', label: 'Digital' },
      { value: 'physical', label: 'Physical' },
    ],
  },
  {
    key: 'status',
    placeholder: 'Any status',
    options: [
      { value: 'active', label: 'On sale' },
      { value: 'inactive', label: 'Hidden' },
    ],
  },
];

/** Editing is closed (null), adding ('new') or editing one product. */
type Editing = null | 'new' | Product;

export function MyStore() {
  const list = useOwnList<Product>(productService.listOwn);
  const { state, change } = list.table;
  const [editing, setEditingNow] = useState<Editing>(null);
  // The add and edit form (its upload and input code) loads when first opened.
  const form = useOnDemand(() => import('./product-form-modal').then((m) => m.ProductFormModal));
  const setEditing = (next: Editing) => (next ? void form.load().then((ready) => ready && setEditingNow(next)) : setEditingNow(null));
  const pictures = usePicturesPreparing(() => void list.reload());
  const filter = (key: 'q' | 'type' | 'status', value: string | undefined) => change({ filters: { [key]: value || undefined } });

  function saved({ product, pictureSent }: SavedProduct) {
    const added = editing === 'new';
    setEditing(null);
    if (pictureSent) pictures.track(product);
    // A new product is the newest: it shows at the top of the first page.
    if (added) list.showFirstPage();
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
    <ManagePage
      title="My store"
      maxWidth={1100}
      add={{ label: 'Add product', testId: 'my-store-add', onClick: () => setEditing('new'), loading: form.loading }}
      headerGap={12}
      dialogs={editing && form.Component ? <form.Component product={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} onSaved={saved} /> : null}
    >
      <Flex gap={12} wrap align="center">
        <ManageSearch value={state.filters.q} placeholder="Name or tag" onSearch={(q) => filter('q', q)} style={{ flex: '1 1 200px', maxWidth: 360 }} testId="my-store-search" />
        {SELECTS.map(({ key, options, placeholder }) => (
          <Select
            key={key}
            value={state.filters[key]}
            options={options}
            placeholder={placeholder}
            allowClear
            onChange={(v?: string) => filter(key, v)}
            style={{ width: 140 }}
            data-testid={`my-store-${key}`}
          />
        ))}
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
    </ManagePage>
  );
}
