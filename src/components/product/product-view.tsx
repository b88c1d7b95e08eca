// /product/[id]: one product as this visitor may see it (picture, seller, description, tags, availability,
// price and the way to buy or download it, likes, bookmarks, report and comments), or why it cannot be shown.
import { UserOutlined } from '@ant-design/icons';
import { Avatar, Col, Flex, Row, Tag, theme } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import dynamic from 'next/dynamic';
import Link from '@/components/common/app-link';
import type { Product } from '@/contracts/products';
import type { ItemLoad } from '@/components/common/load-item';
import { CommentsSection } from '@/components/comments/comments-section';
import { ContentActions } from '@/components/content/content-actions';
import { ContentText } from '@/components/content/content-text';
import { LinkButton } from '@/components/common/link-button';
import { PageHead } from '@/components/common/page-head';
import { PlainCard } from '@/components/layout/plain-card';
import { formatPrice } from '@/lib/money';
import { profilePath } from '@/components/performers/profile-path';
import { useAppSelector } from '@/redux/hooks';
import { selectCurrentUser } from '@/redux/user/selectors';
import { ProductPurchase } from './product-purchase';
import { availabilityOf, isOwnProduct } from './product-rules';

// Drawn only when the item cannot be shown, so the found item's page does not load antd's Result for it.
const ItemProblem = dynamic(() => import('@/components/common/item-problem').then((m) => m.ItemProblem));

export const PRODUCT_NOT_FOUND = 'This product is not available';

function Seller({ product }: { product: Product }) {
  const { performer } = product;
  return (
    <Flex gap={8} align="center" style={{ minWidth: 0 }}>
      <Avatar src={performer.avatar} icon={<UserOutlined />} alt="" size={32} style={{ flex: 'none' }} />
      <Link href={profilePath(performer)} className="fs-tap" style={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="product-performer">
        {performer.name || performer.username}
      </Link>
    </Flex>
  );
}

function ProductDetails({ product, isOwn, viewerId, isAdmin }: { product: Product; isOwn: boolean; viewerId: string | undefined; isAdmin: boolean }) {
  const { label, soldOut } = availabilityOf(product);
  return (
    <Flex vertical gap={12}>
      <Typography.Title level={2} style={{ margin: 0, overflowWrap: 'anywhere' }} data-testid="product-name">
        {product.name}
      </Typography.Title>
      <Seller product={product} />
      <Flex gap={8} align="center" wrap>
        <Typography.Text strong style={{ fontSize: 24 }} data-testid="product-price">
          {formatPrice(product.price)}
        </Typography.Text>
        <Tag color={soldOut ? 'error' : product.type === 'digital' ? 'blue' : 'green'} data-testid="product-availability">
          {label}
        </Tag>
        {isOwn && product.status === 'inactive' ? <Tag data-testid="product-inactive">Hidden from fans</Tag> : null}
      </Flex>
      <ProductPurchase product={product} viewerId={viewerId} isAdmin={isAdmin} />
      {isOwn ? (
        <div>
          <LinkButton href="/creator/my-store" data-testid="product-manage">
            Manage in my store
          </LinkButton>
        </div>
      ) : null}
      <ContentText description={product.description} tags={product.tags} testId="product" />
      <ContentActions key={product._id} type="product" item={product} isOwn={isOwn} />
    </Flex>
  );
}

function ProductFound({ product }: { product: Product }) {
  const { token, cssVar } = theme.useToken();
  const me = useAppSelector(selectCurrentUser);
  const isOwn = isOwnProduct(product, me._id);
  return (
    <Flex vertical gap={token.margin}>
      <PageHead title={product.name} description={product.description || `${product.name}, from ${product.performer?.name || product.performer?.username || 'a performer'}.`} />
      <PlainCard dense data-testid="product-page" data-product-id={product._id}>
        <Row gutter={[24, 16]}>
          <Col xs={24} md={12}>
            <img
              src={product.image.url}
              // The page's largest picture: fetched first.
              fetchPriority="high"
              alt={product.name}
              style={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'contain', display: 'block', borderRadius: token.borderRadiusLG, background: cssVar.colorFillTertiary }}
              data-testid="product-image"
            />
          </Col>
          <Col xs={24} md={12} style={{ minWidth: 0 }}>
            <ProductDetails product={product} isOwn={isOwn} viewerId={me._id || undefined} isAdmin={me.roles.includes('admin')} />
          </Col>
        </Row>
      </PlainCard>
      {/* Everyone who may see a product may comment on it: its picture is its advertisement. */}
      <CommentsSection objectType="product" objectId={product._id} initialCount={product.stats.comments} noun="product" />
    </Flex>
  );
}

export function ProductView({ load }: { load: ItemLoad<Product> }) {
  if (load.state === 'found') return <ProductFound product={load.item} />;
  return <ItemProblem load={load} noun="product" notFoundTitle={PRODUCT_NOT_FOUND} away={{ href: '/performers', label: 'Find performers' }} testId="product" />;
}
