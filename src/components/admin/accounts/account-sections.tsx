// The parts of the account view below the profile: money (balance and ledger entries), subscriptions,
// purchases, reports and sessions. Each is a small table that turns into cards on phones.
import { Flex, Statistic, type TableColumnsType } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import Link from '@/components/common/app-link';
import type { ReactNode } from 'react';
import { ResponsiveTable } from '@/components/common/responsive-table';
import { PlainCard } from '@/components/layout/plain-card';
import type { AccountLedgerEntry, AccountPurchase, AccountReport, AccountSession, AccountSubscription, AccountView } from '@/contracts/admin-accounts';
import { formatDate } from '@/lib/format-date';
import { formatPrice } from '@/lib/money';

function Section<T extends { _id: string }>({ title, extra, rows, columns, empty, testId }: {
  title: string;
  extra?: ReactNode;
  rows: T[];
  columns: TableColumnsType<T>;
  empty: string;
  testId: string;
}) {
  return (
    <PlainCard title={title} size="small" data-testid={testId}>
      <Flex vertical gap={12}>
        {extra}
        <ResponsiveTable<T> rowKey="_id" columns={columns} dataSource={rows} pagination={false} size="small" locale={{ emptyText: empty }} scroll={{ x: 'max-content' }} />
      </Flex>
    </PlainCard>
  );
}

/** A cell's words, a link to the page they name where there is one. */
function Words({ text, link }: { text: string; link: string | null }) {
  return (
    <Typography.Text style={{ maxWidth: 320, display: 'inline-block', wordBreak: 'break-word' }}>
      {link ? (
        <Link href={link} className="fs-tap">
          {text}
        </Link>
      ) : (
        text
      )}
    </Typography.Text>
  );
}

const accountLabels: Record<AccountLedgerEntry['account'], string> = {
  wallet: 'Wallet',
  earnings: 'Earnings',
  'payout-reserved': 'Payout reserve',
  platform: 'Platform',
  outside: 'Outside',
};

const ledgerColumns: TableColumnsType<AccountLedgerEntry> = [
  { key: 'createdAt', title: 'When', dataIndex: 'createdAt', render: (at: string) => formatDate(at) },
  { key: 'kind', title: 'What', dataIndex: 'kind' },
  { key: 'account', title: 'Account', dataIndex: 'account', render: (a: AccountLedgerEntry['account']) => accountLabels[a] },
  { key: 'amount', title: 'Amount', dataIndex: 'amount', align: 'right', render: (amount: number) => formatPrice(amount) },
  {
    key: 'about',
    title: 'About',
    render: (_, e) => <Words text={e.about ?? e.reference ?? '—'} link={e.aboutLink} />,
  },
];

const subscriptionColumns: TableColumnsType<AccountSubscription> = [
  { key: 'performer', title: 'Creator', render: (_, s) => (s.performerUsername ? `@${s.performerUsername}` : s.performerId) },
  { key: 'type', title: 'Plan', dataIndex: 'subscriptionType' },
  { key: 'price', title: 'Price', dataIndex: 'price', render: (price: number) => formatPrice(price) },
  { key: 'expiredAt', title: 'Runs until', dataIndex: 'expiredAt', render: (at: string) => formatDate(at) },
  { key: 'status', title: 'Renewal', render: (_, s) => (s.cancelledAt ? 'Cancelled' : 'Renews') },
];

const kindLabels: Record<string, string> = { feed: 'Post', video: 'Video', gallery: 'Gallery', photo: 'Photo', product: 'Product', message: 'Paid message', stream: 'Live ticket' };

const purchaseColumns: TableColumnsType<AccountPurchase> = [
  { key: 'createdAt', title: 'When', dataIndex: 'createdAt', render: (at: string) => formatDate(at) },
  {
    key: 'item',
    title: 'Item',
    render: (_, p) => {
      const kind = kindLabels[p.itemType] ?? p.itemType;
      return <Words text={p.title ? `${kind}: ${p.title}` : `${kind} (no longer listed)`} link={p.link} />;
    },
  },
  { key: 'seller', title: 'From', render: (_, p) => (p.sellerUsername ? `@${p.sellerUsername}` : '—') },
  { key: 'price', title: 'Paid', dataIndex: 'price', align: 'right', render: (price: number) => formatPrice(price) },
];

const reportColumns: TableColumnsType<AccountReport> = [
  { key: 'createdAt', title: 'When', dataIndex: 'createdAt', render: (at: string) => formatDate(at) },
  { key: 'reporter', title: 'By', render: (_, r) => (r.reporterUsername ? `@${r.reporterUsername}` : r.reporterId) },
  { key: 'target', title: 'About', render: (_, r) => `${r.target} ${r.targetId.slice(0, 8)}` },
  { key: 'category', title: 'Category', dataIndex: 'category' },
  { key: 'description', title: 'Says', dataIndex: 'description', render: (d: string) => <Typography.Text style={{ maxWidth: 320, display: 'inline-block' }}>{d}</Typography.Text> },
  { key: 'status', title: 'Status', dataIndex: 'status' },
];

const sessionColumns: TableColumnsType<AccountSession> = [
  { key: 'createdAt', title: 'Logged in', dataIndex: 'createdAt', render: (at: string) => formatDate(at) },
  { key: 'lastUsedAt', title: 'Last used', dataIndex: 'lastUsedAt', render: (at: string | null) => formatDate(at) },
  { key: 'device', title: 'Device', dataIndex: 'userAgent', render: (ua: string | null) => <Typography.Text style={{ maxWidth: 280, display: 'inline-block', wordBreak: 'break-word' }}>{ua ?? '—'}</Typography.Text> },
  { key: 'ip', title: 'Address', dataIndex: 'ip', render: (ip: string | null) => ip ?? '—' },
  { key: 'state', title: 'State', render: (_, s) => (s.revokedAt ? `Ended ${formatDate(s.revokedAt)}` : Date.parse(s.expiresAt) <= Date.now() ? 'Expired' : `Until ${formatDate(s.expiresAt)}`) },
];

export function AccountSections({ view }: { view: AccountView }) {
  const { money, subscriptions, purchases, reports, sessions } = view;
  return (
    <Flex vertical gap={16}>
      <Section
        title="Money"
        testId="admin-account-money"
        extra={<Statistic title="Wallet balance" value={formatPrice(money.balance)} />}
        rows={money.entries}
        columns={ledgerColumns}
        empty="No ledger entries yet."
      />
      <Section
        title="Subscriptions"
        testId="admin-account-subscriptions"
        extra={subscriptions.subscriberCount === null ? null : <Statistic title="Subscribers now" value={subscriptions.subscriberCount} />}
        rows={subscriptions.asFan}
        columns={subscriptionColumns}
        empty="Not subscribed to anyone."
      />
      <Section title="Purchases" testId="admin-account-purchases" rows={purchases} columns={purchaseColumns} empty="Nothing bought yet." />
      <Section title="Reports against this account" testId="admin-account-reports-against" rows={reports.against} columns={reportColumns} empty="Nobody has reported this account." />
      <Section title="Reports this account sent" testId="admin-account-reports-filed" rows={reports.filed} columns={reportColumns} empty="No reports sent." />
      <Section title="Sessions" testId="admin-account-sessions" rows={sessions} columns={sessionColumns} empty="No sessions." />
    </Flex>
  );
}
