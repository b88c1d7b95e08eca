// /user/payment-history: the fan's card payments, newest first: wallet top-ups, subscriptions and their
// renewals. Each row says what it paid for and to whom, what was charged, and where the payment stands; a top-up
// says what the wallet got only once it was paid.
import { Tag, type TableColumnsType } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import Link from '@/components/common/app-link';
import type { PaymentStatus, PaymentTransactionItem } from '@/contracts/payments';
import { profilePath } from '@/components/performers/profile-path';
import { formatDate } from '@/lib/format-date';
import { formatPrice } from '@/lib/money';
import { paymentService } from '@/services/payment.api';
import { MoneyListPage } from './money-list-page';

/** The word and colour of each status; antd's preset tag colours follow the theme. */
export const paymentStatusTags: Record<PaymentStatus, { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'gold' },
  succeeded: { label: 'Paid', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
  cancelled: { label: 'Cancelled', color: 'default' },
  expired: { label: 'Expired', color: 'default' },
  refunded: { label: 'Refunded', color: 'magenta' },
};

const purposeWords: Record<PaymentTransactionItem['purpose'], string> = {
  'top-up': 'Wallet top-up',
  subscription: 'Subscription to',
  renewal: 'Renewal of subscription to',
};

function PaidTo({ performer }: { performer: PaymentTransactionItem['performer'] }) {
  if (!performer) return <>a creator who has left</>;
  const name = performer.name || (performer.username ? `@${performer.username}` : 'Creator');
  return (
    <Link href={profilePath(performer)} data-testid="payment-performer">
      {name}
    </Link>
  );
}

function PaidFor({ payment }: { payment: PaymentTransactionItem }) {
  const credited = payment.purpose === 'top-up' && payment.status === 'succeeded' && payment.credit !== payment.amount;
  return (
    // Bounded, so long words wrap instead of widening the table.
    <span data-testid="payment-purpose" style={{ display: 'block', minWidth: 140, maxWidth: 420 }}>
      {purposeWords[payment.purpose]}
      {payment.purpose === 'top-up' ? null : (
        <>
          {' '}
          <PaidTo performer={payment.performer} />
          {payment.subscriptionType ? `, ${payment.subscriptionType}` : null}
        </>
      )}{' '}
      {payment.testMode ? <Tag color="purple">Test</Tag> : null}
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }} data-testid="payment-date">
        {formatDate(payment.createdAt)}
      </Typography.Text>
      {credited ? (
        <Typography.Text type="secondary" style={{ display: 'block' }} data-testid="payment-credited">
          {formatPrice(payment.credit)} added to your wallet{payment.couponCode ? ` (coupon ${payment.couponCode})` : ''}
        </Typography.Text>
      ) : null}
    </span>
  );
}

function AmountAndStatus({ payment }: { payment: PaymentTransactionItem }) {
  const tag = paymentStatusTags[payment.status];
  return (
    <>
      <Typography.Text strong style={{ display: 'block' }} data-testid="payment-amount">
        {formatPrice(payment.amount)}
      </Typography.Text>
      <Tag color={tag.color} style={{ marginInlineEnd: 0 }} data-testid="payment-status" data-status={payment.status}>
        {tag.label}
      </Tag>
      {payment.expiresAt ? (
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          expires
          <br />
          {formatDate(payment.expiresAt)}
        </Typography.Text>
      ) : null}
    </>
  );
}

// The date goes under what was paid for and the status under the amount: each pair is read together.
const columns: TableColumnsType<PaymentTransactionItem> = [
  { key: 'for', title: 'For', render: (_, payment) => <PaidFor payment={payment} /> },
  { key: 'amount', title: 'Amount', align: 'right', render: (_, payment) => <AmountAndStatus payment={payment} /> },
];

const statusOptions = (Object.keys(paymentStatusTags) as PaymentStatus[]).map((value) => ({ value, label: paymentStatusTags[value].label }));

export function PaymentHistoryList() {
  return (
    <MoneyListPage<PaymentTransactionItem>
      title="Payments"
      intro="Your card payments: wallet top-ups, subscriptions and their renewals. Purchases paid from the wallet are under wallet transactions."
      testId="payment-history"
      columns={columns}
      load={paymentService.transactions}
      emptyText="You have not paid for anything by card yet."
      filter={{ key: 'status', label: 'All statuses', options: statusOptions }}
    />
  );
}
