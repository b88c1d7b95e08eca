// The rows of the performer's store: picture (or "Preparing picture" while it is resized), name, type with
// the state of a digital product's file, price, stock, status, and edit and delete.
import { LoadingOutlined } from '@ant-design/icons';
import { Flex, Tag, theme, type TableColumnsType, type TableProps } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import { ResponsiveTable } from '@/components/common/responsive-table';
import Link from '@/components/common/app-link';
import type { Product } from '@/contracts/products';
import { rowTestId } from '@/components/admin/row-test-id';
import { EditDelete } from '@/components/content/manage-page';
import { formatPrice } from '@/lib/money';
import type { TableQuery } from '@/lib/table-query';
import { productPath } from './product-rules';
import { ModerationTag } from '@/components/content/moderation-tag';

function Picture({ product, preparing }: { product: Product; preparing: boolean }) {
  const { token, cssVar } = theme.useToken();
  return (
    <Flex vertical gap={4} align="flex-start">
      <img
        src={product.image.thumbnails[0] ?? product.image.url}
        alt=""
        style={{ width: 56, height: 56, objectFit: 'cover', borderRadius: token.borderRadiusSM, background: cssVar.colorFillTertiary, display: 'block' }}
      />
      {preparing ? (
        <Tag icon={<LoadingOutlined />} color="processing" data-testid="my-store-picture-preparing">
          Preparing picture
        </Tag>
      ) : null}
    </Flex>
  );
}

function TypeCell({ product }: { product: Product }) {
  if (product.type === 'physical') return <Tag color="green">Physical</Tag>;
  const file = product.digitalFile;
  const fileTag = !product.hasDigitalFile ? (
    <Tag color="warning">No file yet</Tag>
  ) : file?.status === 'error' ? (
    <Tag color="error">File failed</Tag>
  ) : file?.status === 'processing' ? (
    <Tag color="processing">File being checked</Tag>
  ) : null;
  return (
    <Flex gap={4} wrap>
      <Tag color="blue">Digital</Tag>
      {fileTag}
    </Flex>
  );
}

export interface MyStoreTableProps {
  rows: Product[];
  total: number;
  loading: boolean;
  error: string | null;
  state: TableQuery;
  preparing: string[];
  onChange: TableProps<Product>['onChange'];
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => Promise<void>;
}

const sortOrder = (state: TableQuery, key: string) => (state.sortBy === key ? (state.sort === 'asc' ? 'ascend' : 'descend') : null);

export function MyStoreTable({ rows, total, loading, error, state, preparing, onChange, onEdit, onDelete }: MyStoreTableProps) {
  const columns: TableColumnsType<Product> = [
    { key: 'image', title: 'Picture', render: (_, p) => <Picture product={p} preparing={preparing.includes(p._id)} /> },
    {
      key: 'name',
      dataIndex: 'name',
      title: 'Name',
      sorter: true,
      sortOrder: sortOrder(state, 'name'),
      render: (_, p) => (
        <Link href={productPath(p._id)} data-testid="my-store-name">
          <Typography.Text style={{ color: 'inherit', maxWidth: 220 }} ellipsis>
            {p.name}
          </Typography.Text>
        </Link>
      ),
    },
    { key: 'type', title: 'Type', render: (_, p) => <TypeCell product={p} /> },
    { key: 'price', dataIndex: 'price', title: 'Price', sorter: true, sortOrder: sortOrder(state, 'price'), render: (_, p) => formatPrice(p.price) },
    { key: 'stock', title: 'Stock', render: (_, p) => (p.type === 'physical' ? (p.stock ?? 0) : '—') },
    {
      key: 'status',
      title: 'Status',
      render: (_, p) => (
        <Flex gap={4} wrap>
          {p.status === 'active' ? <Tag color="success">On sale</Tag> : <Tag>Hidden</Tag>}
          <ModerationTag moderation={p.moderation} />
        </Flex>
      ),
    },
    {
      key: 'actions',
      title: 'Actions',
      render: (_, p) => (
        <Flex gap={4}>
          <EditDelete
            onEdit={() => onEdit(p)}
            title="Delete this product?"
            description="Fans will no longer find it; its picture and file are deleted."
            onConfirm={() => onDelete(p)}
            testId="my-store"
          />
        </Flex>
      ),
    },
  ];

  return (
    <ResponsiveTable<Product>
      rowKey="_id"
      primaryColumnKey="name"
      columns={columns}
      dataSource={rows}
      loading={loading}
      locale={{ emptyText: error ?? (Object.keys(state.filters).length ? 'No products match.' : 'Your store is empty: add your first product.') }}
      onRow={(p) => rowTestId('my-store-row', { 'product-id': p._id, status: p.status })}
      pagination={{ current: state.current, pageSize: state.pageSize, total, showSizeChanger: true }}
      onChange={onChange}
      scroll={{ x: 'max-content' }}
      data-testid="my-store-table"
    />
  );
}
