// The money cards above the chart: what the chosen range earned (gross, the platform's commission, net)
// and, over all time, what is available to request, held for a request and already paid out.
import { Col, Row, Skeleton, Statistic } from 'antd';
import { PlainCard } from '@/components/layout/plain-card';
import type { PayoutCalculation } from '@/contracts/payouts';
import type { EarningStats } from '@/contracts/wallet';
import { formatPrice } from '@/lib/money';

interface Figure {
  key: string;
  title: string;
  value: number | undefined;
  testId: string;
}

function FigureCard({ figure, loading }: { figure: Figure; loading: boolean }) {
  return (
    <Col xs={12} md={8}>
      <PlainCard size="small" style={{ height: '100%' }}>
        {loading && figure.value === undefined ? (
          <Skeleton active paragraph={false} />
        ) : (
          <Statistic
            title={figure.title}
            value={figure.value ?? 0}
            formatter={() => <span data-testid={figure.testId}>{figure.value === undefined ? '—' : formatPrice(figure.value)}</span>}
          />
        )}
      </PlainCard>
    </Col>
  );
}

export function EarningsTotals({ stats, payouts, loading }: { stats: EarningStats | null; payouts: PayoutCalculation | null; loading: boolean }) {
  const figures: Figure[] = [
    { key: 'gross', title: 'Gross in range', value: stats?.totals.gross, testId: 'earning-total-gross' },
    { key: 'commission', title: 'Commission in range', value: stats?.totals.platformShare, testId: 'earning-total-commission' },
    { key: 'net', title: 'Net in range', value: stats?.totals.net, testId: 'earning-total-net' },
    { key: 'available', title: 'Available to request', value: payouts?.available, testId: 'earning-available' },
    { key: 'reserved', title: 'Held for a request', value: payouts?.reserved, testId: 'earning-reserved' },
    { key: 'paid', title: 'Paid out (all time)', value: payouts?.totalPaidOut, testId: 'earning-paid-out' },
  ];
  return (
    <Row gutter={[12, 12]}>
      {figures.map((figure) => (
        <FigureCard key={figure.key} figure={figure} loading={loading} />
      ))}
    </Row>
  );
}
