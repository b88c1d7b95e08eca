// /user/payment-history: the fan's payments through the gateway (top-ups), newest first.
import { Tag, type TableColumnsType } from 'antd';
import type { PaymentStatus, PaymentTransactionItem } from '@/contracts/payments';
import { formatDate } from '@/lib/format-date';
import { formatPrice } from '@/lib/money';
import { paymentService } from '@/services/payment.api';
import { MoneyListPage } from './money-list-page';

const statusTags: Record<PaymentStatus, { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'gold' },
  succeeded: { label: 'Paid', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
  cancelled: { label: 'Cancelled', color: 'default' },
};

const typeLabels: Record<PaymentTransactionItem['type'], string> = { 'top-up': 'Wallet top-up', subscription: 'Subscription' };

const columns: TableColumnsType<PaymentTransactionItem> = [
  { key: 'createdAt', title: 'Date', dataIndex: 'createdAt', render: (at: string) => formatDate(at) },
  {
    key: 'type',
    title: 'Type',
    render: (_, payment) => (
      <>
        {typeLabels[payment.type]} {payment.testMode ? <Tag color="purple">Test</Tag> : null}
      </>
    ),
  },
  { key: 'amount', title: 'Paid', dataIndex: 'amount', align: 'right', render: (amount: number) => formatPrice(amount) },
  { key: 'credit', title: 'Credited', dataIndex: 'credit', align: 'right', render: (credit: number) => formatPrice(credit) },
  { key: 'coupon', title: 'Coupon', dataIndex: 'couponCode', responsive: ['sm'], render: (code: string | null) => code ?? '—' },
  {
    key: 'status',
    title: 'Status',
    dataIndex: 'status',
    render: (status: PaymentStatus) => (
      <Tag color={statusTags[status].color} data-testid="payment-status">
        {statusTags[status].label}
      </Tag>
    ),
  },
];

const statusOptions = (Object.keys(statusTags) as PaymentStatus[]).map((value) => ({ value, label: statusTags[value].label }));

export function PaymentHistoryList() {
  return (
    <MoneyListPage<PaymentTransactionItem>
      title="Payment history"
      intro="Your card payments: wallet top-ups."
      testId="payment-history"
      columns={columns}
      load={paymentService.transactions}
      emptyText="You have not made any payments yet."
      filter={{ key: 'status', label: 'All statuses', options: statusOptions }}
    />
  );
}
