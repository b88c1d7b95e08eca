// The period's five best-selling creators, each linking to their profile.
import { Avatar, Empty, Flex } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import Link from '@/components/common/app-link';
import type { AdminStats } from '@/contracts/admin-stats';
import { formatPrice, fromMinor } from '@/lib/money';

export function TopCreators({ creators }: { creators: AdminStats['topCreators'] }) {
  if (creators.length === 0) return <Empty description="No sales in this period." />;
  return (
    <ol style={{ margin: 0, padding: 0, listStyle: 'none' }} data-testid="admin-dashboard-top-creators">
      {creators.map((c, i) => (
        <li key={c._id} data-testid="admin-dashboard-top-creator">
          <Link href={`/${encodeURIComponent(c.username)}`} className="fs-tap-block" style={{ padding: '6px 0' }}>
            <Flex align="center" gap={12}>
              <Typography.Text type="secondary" style={{ width: 16 }}>
                {i + 1}
              </Typography.Text>
              <Avatar src={c.avatar} alt="" size={32} />
              <Flex vertical style={{ minWidth: 0, flex: 1 }}>
                <Typography.Text strong ellipsis>
                  {c.name || c.username}
                </Typography.Text>
                <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
                  @{c.username} · {c.count} {c.count === 1 ? 'sale' : 'sales'}
                </Typography.Text>
              </Flex>
              <Typography.Text strong>{formatPrice(fromMinor(c.gross))}</Typography.Text>
            </Flex>
          </Link>
        </li>
      ))}
    </ol>
  );
}
