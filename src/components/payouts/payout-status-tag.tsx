import { Tag } from 'antd';
import type { PayoutRequestItem } from '@/contracts/payouts';
import { payoutStatusView } from './payout-rules';

export function PayoutStatusTag({ item }: { item: Pick<PayoutRequestItem, '_id' | 'status' | 'adminNote'> }) {
  const { label, color } = payoutStatusView(item);
  return (
    <Tag color={color} data-testid={`payout-status-${item._id}`} data-status={item.status}>
      {label}
    </Tag>
  );
}
