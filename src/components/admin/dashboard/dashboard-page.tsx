// /admin: the operators' dashboard (docs/admin.md "Dashboard"): a period, the business figures, the daily
// sales and revenue, sales by kind and the top creators. The charts' code (Chart.js) loads only here, after
// the page, with a placeholder of the chart's size meanwhile.
import { Alert, Col, Empty, Flex, Input, Radio, Row } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { ChartSkeleton } from '@/components/charts/chart-skeleton';
import { formatDay, lastDays, type DayRange } from '@/components/earnings/earning-range';
import { PlainCard } from '@/components/layout/plain-card';
import { useResource } from '@/hooks/use-resource';
import { adminStatsService } from '@/services/admin-stats.api';
import { AdminSection } from '../admin-section';
import { periodChoices, periodFor, periodProblem, type PeriodChoice } from './dashboard-period';
import { FigureCards } from './figure-cards';
import { TopCreators } from './top-creators';

const CHART_HEIGHT = 280;
const DailyChart = dynamic(() => import('./daily-chart'), { ssr: false, loading: () => <ChartSkeleton height={CHART_HEIGHT} /> });
const KindsChart = dynamic(() => import('./kinds-chart'), { ssr: false, loading: () => <ChartSkeleton height={CHART_HEIGHT} /> });

export function DashboardPage() {
  const [today] = useState(() => new Date());
  const [choice, setChoice] = useState<PeriodChoice>('30');
  const [range, setRange] = useState<DayRange>(() => lastDays(30, today));
  const problem = periodProblem(range);
  const stats = useResource(() => adminStatsService.stats({ from: range.fromDate, to: range.toDate }), `${range.fromDate}/${range.toDate}`, { ready: !problem });
  const value = stats.value;

  function choose(next: PeriodChoice) {
    setChoice(next);
    setRange((current) => periodFor(next, today, current));
  }

  return (
    <AdminSection title="Dashboard" maxWidth={1200}>
      <Flex vertical gap={16}>
        <Flex gap={8} wrap align="center">
          {/* Buttons rather than a segmented bar: they wrap on a phone instead of scrolling sideways. */}
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={periodChoices}
            value={choice}
            onChange={(e) => choose(e.target.value as PeriodChoice)}
            aria-label="Period"
            data-testid="admin-dashboard-period"
          />
          {choice === 'custom' ? (
            <Flex gap={8} wrap>
              <Input
                type="date"
                aria-label="From"
                value={range.fromDate}
                onChange={(e) => e.target.value && setRange({ ...range, fromDate: e.target.value })}
                style={{ width: 160 }}
                status={problem ? 'error' : undefined}
                data-testid="admin-dashboard-from"
              />
              <Input
                type="date"
                aria-label="To"
                value={range.toDate}
                onChange={(e) => e.target.value && setRange({ ...range, toDate: e.target.value })}
                style={{ width: 160 }}
                status={problem ? 'error' : undefined}
                data-testid="admin-dashboard-to"
              />
            </Flex>
          ) : null}
        </Flex>
        <Typography.Text type="secondary" data-testid="admin-dashboard-range">
          {formatDay(range.fromDate, true)} to {formatDay(range.toDate, true)} (UTC)
        </Typography.Text>
        {problem ? <Alert type="warning" showIcon title={problem} /> : null}
        {stats.error ? <Alert type="error" showIcon title={stats.error} data-testid="admin-dashboard-error" /> : null}
        <FigureCards stats={value} loading={stats.loading} />
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={16}>
            <PlainCard size="small" title="Gross sales and revenue per day">
              {value ? <DailyChart daily={value.daily} height={CHART_HEIGHT} /> : <ChartSkeleton height={CHART_HEIGHT} />}
            </PlainCard>
          </Col>
          <Col xs={24} lg={8}>
            <PlainCard size="small" title="Sales by kind">
              {!value ? (
                <ChartSkeleton height={CHART_HEIGHT} />
              ) : value.sales.gross > 0 ? (
                <KindsChart byKind={value.sales.byKind} height={CHART_HEIGHT} />
              ) : (
                <Flex style={{ height: CHART_HEIGHT }} align="center" justify="center">
                  <Empty description="No sales in this period." />
                </Flex>
              )}
            </PlainCard>
          </Col>
        </Row>
        <PlainCard size="small" title="Top creators">
          {value ? <TopCreators creators={value.topCreators} /> : null}
        </PlainCard>
      </Flex>
    </AdminSection>
  );
}
