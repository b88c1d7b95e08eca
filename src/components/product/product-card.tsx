// One product in a store grid (profile "Store" tab, bookmarks): picture, name, price and availability,
// linking to /product/{id}.
import { Flex, Tag, theme } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import Link from '@/components/common/app-link';
import type { ReactNode } from 'react';
import { PlainCard } from '@/components/layout/plain-card';
import type { Product } from '@/contracts/products';
import { formatPrice } from '@/lib/money';
import { availabilityOf, productPath } from './product-rules';

export function ProductCard({ product, actions }: { product: Product; actions?: ReactNode }) {
  const { token, cssVar } = theme.useToken();
  const { label, soldOut } = availabilityOf(product);
  const href = productPath(product._id);
  return (
    <PlainCard
      bodyStyle={{ padding: token.paddingSM }}
      cover={
        <Link href={href} tabIndex={-1} aria-hidden>
          <img
            src={product.image.thumbnails[0] ?? product.image.url}
            alt=""
            loading="lazy"
            style={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', display: 'block', background: cssVar.colorFillTertiary }}
            data-testid="product-card-image"
          />
        </Link>
      }
      data-testid="product-card"
      data-product-id={product._id}
    >
      <Flex vertical gap={6}>
        <Link href={href} className="fs-tap-block" style={{ fontWeight: 600, minWidth: 0 }} data-testid="product-card-name">
          <Typography.Text ellipsis style={{ color: 'inherit', maxWidth: '100%' }}>
            {product.name}
          </Typography.Text>
        </Link>
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Typography.Text strong data-testid="product-card-price">
            {formatPrice(product.price)}
          </Typography.Text>
          <Tag color={soldOut ? 'error' : product.type === 'digital' ? 'blue' : 'green'} style={{ marginInlineEnd: 0 }}>
            {label}
          </Tag>
        </Flex>
        {actions}
      </Flex>
    </PlainCard>
  );
}

export function ProductGrid({ items, testId = 'product-grid' }: { items: { key: string; product: Product; actions?: ReactNode }[]; testId?: string }) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 16 }} data-testid={testId}>
      {items.map(({ key, product, actions }) => (
        <ProductCard key={key} product={product} actions={actions} />
      ))}
    </div>
  );
}
