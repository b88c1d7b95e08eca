// How a subscription reads in the lists: its plan, its price per period, where it stands, and the filters
// both lists offer (kept in the address).
import { Flex, Select, Tag } from 'antd';
import type { SubscriptionItem, SubscriptionType } from '@/contracts/subscriptions';
import { formatPrice } from '@/lib/money';
import type { UrlTable } from '@/hooks/use-list';

export const typeLabels: Record<SubscriptionType, string> = { monthly: 'Monthly', yearly: 'Yearly', free: 'Free trial' };

export function priceLabel(item: Pick<SubscriptionItem, 'subscriptionType' | 'price'>): string {
  if (item.subscriptionType === 'free') return 'Free';
  return `${formatPrice(item.price)} / ${item.subscriptionType === 'monthly' ? 'month' : 'year'}`;
}

/** Access ends at expiredAt whatever the status; a cancelled one only stops renewing. */
export function stateOf(item: Pick<SubscriptionItem, 'isActive' | 'status'>): { label: string; color: string } {
  if (!item.isActive) return { label: 'Expired', color: 'default' };
  if (item.status === 'cancelled') return { label: 'Renewal cancelled', color: 'orange' };
  return { label: 'Active', color: 'green' };
}

export function StateTag({ item }: { item: Pick<SubscriptionItem, 'isActive' | 'status'> }) {
  const { label, color } = stateOf(item);
  return (
    <Tag color={color} style={{ margin: 0 }} data-testid="subscription-state">
      {label}
    </Tag>
  );
}

/** Paid plans renew at expiry until cancelled; a free trial never renews. */
export const renews = (item: Pick<SubscriptionItem, 'isActive' | 'status' | 'subscriptionType'>) =>
  item.isActive && item.status === 'active' && item.subscriptionType !== 'free';

const statusOptions = [
  { value: 'active', label: 'Active' },
  { value: 'expired', label: 'Expired' },
];
const typeOptions = (['monthly', 'yearly', 'free'] as const).map((value) => ({ value, label: typeLabels[value] }));

export function SubscriptionFilters({ table, testId }: { table: UrlTable; testId: string }) {
  const { status, subscriptionType } = table.state.filters;
  return (
    <Flex gap={8} wrap>
      <Select
        allowClear
        placeholder="Any status"
        aria-label="Status"
        value={status}
        options={statusOptions}
        onChange={(value?: string) => table.change({ filters: { status: value ?? null } })}
        style={{ width: 160, maxWidth: '100%' }}
        data-testid={`${testId}-status`}
      />
      <Select
        allowClear
        placeholder="Any plan"
        aria-label="Plan"
        value={subscriptionType}
        options={typeOptions}
        onChange={(value?: string) => table.change({ filters: { subscriptionType: value ?? null } })}
        style={{ width: 160, maxWidth: '100%' }}
        data-testid={`${testId}-type`}
      />
    </Flex>
  );
}
