// One order for its buyer (/user/orders/[id]) or its seller (/creator/my-order/[id]): status, shipping code
// and delivery address. The buyer may change the address while it is processing and downloads a digital
// product; the seller moves the status along.
import { ArrowLeftOutlined, DownloadOutlined } from '@ant-design/icons';
import { Button, Descriptions, Flex, Spin, type DescriptionsProps } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import dynamic from 'next/dynamic';
import Link from '@/components/common/app-link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { PlainCard } from '@/components/layout/plain-card';
import type { Order } from '@/contracts/orders';
import { addressLines } from '@/components/addresses/address-text';
import { LinkButton } from '@/components/common/link-button';
import { loadItem, routeParam } from '@/components/common/load-item';
import { PageContainer } from '@/components/common/page-container';
import { PageHead } from '@/components/common/page-head';
import { formatDate } from '@/lib/format-date';
import { formatPrice } from '@/lib/money';
import { startDownload } from '@/components/product/product-purchase';
import { productPath } from '@/components/product/product-rules';
import { getResponseError, notifyError } from '@/lib/notify';
import { useResource } from '@/hooks/use-resource';
import { orderService } from '@/services/order.api';
import { productService } from '@/services/product.api';
import { OrderAddressChange } from './order-address-change';
import { OrderSellerForm } from './order-seller-form';
import { counterpartOf, listPath, OrderStatusTag, type OrderSide } from './order-status';

// Drawn only when the order cannot be shown, so a found order's page does not load antd's Result for it.
const ItemProblem = dynamic(() => import('@/components/common/item-problem').then((m) => m.ItemProblem));

function OrderDownload({ productId }: { productId: string }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { downloadLink, fileName } = (await productService.downloadLink(productId)).data;
      startDownload(downloadLink, fileName);
    } catch (e) {
      notifyError(getResponseError(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type="primary" icon={<DownloadOutlined />} loading={busy} onClick={() => void download()} data-testid="order-download">
      Download
    </Button>
  );
}

function DeliveryAddress({ order }: { order: Order }) {
  if (!order.deliveryAddress) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <div data-testid="order-delivery-address">
      {addressLines(order.deliveryAddress).map((line, i) => (
        <Typography.Text key={i} style={{ display: 'block', overflowWrap: 'anywhere' }}>
          {line}
        </Typography.Text>
      ))}
    </div>
  );
}

function details(order: Order, side: OrderSide): DescriptionsProps['items'] {
  const items: DescriptionsProps['items'] = [
    { key: 'status', label: 'Status', children: <OrderStatusTag status={order.status} testId={`order-status-${order._id}`} /> },
    {
      key: 'product',
      label: 'Product',
      children: order.productId ? <Link href={productPath(order.productId)}>{order.productName}</Link> : order.productName,
    },
    { key: 'counterpart', label: side === 'buyer' ? 'Seller' : 'Buyer', children: counterpartOf(order, side) },
    { key: 'quantity', label: 'Quantity', children: order.quantity },
    { key: 'unitPrice', label: 'Price each', children: formatPrice(order.unitPrice) },
    { key: 'total', label: 'Total', children: <span data-testid="order-total">{formatPrice(order.totalPrice)}</span> },
    { key: 'date', label: 'Ordered', children: formatDate(order.createdAt) },
  ];
  if (order.productType === 'physical') {
    items.push({ key: 'shippingCode', label: 'Shipping code', children: <span data-testid="order-shipping-code-value">{order.shippingCode || '—'}</span> });
    items.push({ key: 'address', label: 'Delivery address', children: <DeliveryAddress order={order} /> });
  }
  return items;
}

function OrderView({ initial, side }: { initial: Order; side: OrderSide }) {
  const [order, setOrder] = useState(initial);
  const isBuyer = side === 'buyer';
  return (
    <Flex vertical gap={16}>
      <PageHead title={`Order #${order.orderNumber}`} />
      <div>
        <LinkButton href={listPath(side)} type="link" icon={<ArrowLeftOutlined />} style={{ paddingInline: 0 }}>
          {isBuyer ? 'My orders' : 'Store orders'}
        </LinkButton>
      </div>
      <Typography.Title level={2} style={{ margin: 0, overflowWrap: 'anywhere' }}>
        Order #{order.orderNumber}
      </Typography.Title>
      <PlainCard size="small" data-testid="order-detail" data-order-id={order._id} data-status={order.status}>
        <Descriptions column={{ xs: 1, sm: 1, md: 2 }} items={details(order, side)} />
      </PlainCard>
      {isBuyer && order.productType === 'physical' && order.status === 'processing' ? (
        <div>
          <OrderAddressChange order={order} onChanged={setOrder} />
        </div>
      ) : null}
      {isBuyer && order.productType === 'digital' && order.productId && order.status !== 'refunded' ? (
        <div>
          <OrderDownload productId={order.productId} />
        </div>
      ) : null}
      {!isBuyer && order.productType === 'physical' ? (
        <PlainCard size="small" title="Delivery">
          <OrderSellerForm key={`${order.status}:${order.shippingCode ?? ''}`} order={order} onSaved={setOrder} />
        </PlainCard>
      ) : null}
    </Flex>
  );
}

export function OrderDetail({ side }: { side: OrderSide }) {
  const router = useRouter();
  const id = routeParam(router.query.id);
  // loadItem never fails: a missing order and a failed load are outcomes the page shows.
  const item = useResource(async () => ({ data: await loadItem(id, orderService.get) }), id, { ready: router.isReady });
  const load = item.loading ? null : item.value;

  return (
    <PageContainer maxWidth={880}>
      {!load ? <Spin /> : null}
      {load?.state === 'found' ? <OrderView key={load.item._id} initial={load.item} side={side} /> : null}
      {load && load.state !== 'found' ? (
        <ItemProblem load={load} noun="order" notFoundTitle="This order is not available" away={{ href: listPath(side), label: side === 'buyer' ? 'My orders' : 'Store orders' }} testId="order" />
      ) : null}
    </PageContainer>
  );
}
