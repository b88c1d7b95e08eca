// /user/wallet-transaction: what the fan spent from the wallet, newest first (GET /wallet/charges/search).
import { Tag, type TableColumnsType } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import Link from '@/components/common/app-link';
import type { EarningType, WalletChargeItem } from '@/contracts/wallet';
import { formatDate } from '@/lib/format-date';
import { profilePath } from '@/components/performers/profile-path';
import { formatPrice } from '@/lib/money';
import { walletService } from '@/services/wallet.api';
import { MoneyListPage } from './money-list-page';

export const chargeTypeLabels: Record<EarningType, string> = {
  tip: 'Tip',
  feed: 'Post',
  video: 'Video',
  gallery: 'Gallery',
  product: 'Product',
  message: 'Message',
  stream: 'Stream',
  subscription: 'Subscription',
};

const itemPaths: Partial<Record<EarningType, (id: string) => string>> = {
  feed: (id) => `/post/${encodeURIComponent(id)}`,
  video: (id) => `/video/${encodeURIComponent(id)}`,
  gallery: (id) => `/gallery/${encodeURIComponent(id)}`,
};

function ItemCell({ charge }: { charge: WalletChargeItem }) {
  if (charge.type === 'tip') return <Typography.Text type="secondary">Tip</Typography.Text>;
  const path = charge.itemId ? itemPaths[charge.type] : undefined;
  const title = charge.itemTitle || `${chargeTypeLabels[charge.type]} (no title)`;
  const text = (
    <Typography.Text ellipsis style={{ maxWidth: 240 }}>
      {title}
    </Typography.Text>
  );
  return path && charge.itemId ? <Link href={path(charge.itemId)}>{text}</Link> : text;
}

const columns: TableColumnsType<WalletChargeItem> = [
  { key: 'createdAt', title: 'Date', dataIndex: 'createdAt', render: (at: string) => formatDate(at) },
  { key: 'type', title: 'Type', dataIndex: 'type', render: (type: EarningType) => <Tag>{chargeTypeLabels[type]}</Tag> },
  { key: 'item', title: 'Item', render: (_, charge) => <ItemCell charge={charge} /> },
  {
    key: 'performer',
    title: 'Creator',
    render: (_, { performer }) => <Link href={profilePath(performer)}>{performer.name || performer.username || 'Creator'}</Link>,
  },
  { key: 'amount', title: 'Amount', dataIndex: 'amount', align: 'right', render: (amount: number) => <span data-testid="charge-amount">{formatPrice(amount)}</span> },
];

const typeOptions = (['feed', 'video', 'gallery', 'tip'] as const).map((value) => ({ value, label: chargeTypeLabels[value] }));

export function WalletChargesList() {
  return (
    <MoneyListPage<WalletChargeItem>
      title="Wallet transactions"
      intro="Purchases and tips paid from your wallet."
      testId="wallet-charges"
      columns={columns}
      primaryColumnKey="item"
      load={walletService.charges}
      emptyText="You have not spent anything from your wallet yet."
      filter={{ key: 'type', label: 'All types', options: typeOptions }}
    />
  );
}
