// The dashboard's figures, one card each: a grid that stacks on phones.
import { Col, Row, Statistic } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import { PlainCard } from '@/components/layout/plain-card';
import type { AdminStats } from '@/contracts/admin-stats';
import { formatPrice, fromMinor } from '@/lib/money';

const money = (minor: number) => formatPrice(fromMinor(minor));
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

interface Figure {
  key: string;
  title: string;
  value: string;
  note?: string;
}

function figuresOf(s: AdminStats): Figure[] {
  return [
    { key: 'gross', title: 'Gross sales', value: money(s.sales.gross), note: `${plural(s.sales.count, 'sale')}; top-ups ${money(s.topUps.amount)} (${s.topUps.count})` },
    { key: 'revenue', title: 'Platform revenue', value: money(s.platformRevenue), note: 'Commission on the sales' },
    { key: 'paid', title: 'Payouts paid', value: money(s.payouts.paid.amount), note: plural(s.payouts.paid.count, 'payout') },
    { key: 'pending', title: 'Payouts waiting', value: money(s.payouts.pending.amount), note: `${plural(s.payouts.pending.count, 'request')}, now` },
    { key: 'fans', title: 'New fans', value: String(s.newFans) },
    { key: 'creators', title: 'New creators', value: String(s.newCreators) },
    { key: 'subscriptions', title: 'Active subscriptions', value: String(s.subscriptions.active), note: `${s.subscriptions.newInPeriod} new in the period` },
  ];
}

export function FigureCards({ stats, loading }: { stats: AdminStats | null; loading: boolean }) {
  const figures = stats ? figuresOf(stats) : null;
  const keys = ['gross', 'revenue', 'paid', 'pending', 'fans', 'creators', 'subscriptions'];
  return (
    <Row gutter={[12, 12]}>
      {keys.map((key, i) => {
        const figure = figures?.[i];
        return (
          <Col key={key} xs={24} sm={12} lg={6}>
            <PlainCard size="small" style={{ height: '100%' }} data-testid={`admin-dashboard-figure-${key}`}>
              <Statistic title={figure?.title ?? ' '} value={figure?.value ?? ''} loading={loading && !figure} />
              {figure?.note ? (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {figure.note}
                </Typography.Text>
              ) : null}
            </PlainCard>
          </Col>
        );
      })}
    </Row>
  );
}
