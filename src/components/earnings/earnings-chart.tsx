// Net earnings per day: bars drawn by Chart.js (loaded on demand, with a placeholder of the chart's height so
// nothing moves), colours from the antd theme. Screen readers get a title, a summary and one labelled line
// per day, kept in the page beside the drawing; the day under the pointer or finger is read out above it.
import { Empty, Flex } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import dynamic from 'next/dynamic';
import { useCallback, useId, useState } from 'react';
import { ChartSkeleton } from '@/components/charts/chart-skeleton';
import { addUnits, formatPrice } from '@/lib/money';
import type { DailyNet } from './daily-net';
import { formatDay } from './earning-range';

export type { DailyNet };

export interface EarningsChartProps {
  daily: DailyNet[];
  title?: string;
  height?: number;
}

export const barLabel = (day: DailyNet) => `${formatDay(day.date, true)}: ${formatPrice(day.net)}`;

/** One sentence for screen readers: the range, the total and the best day. */
export function chartSummary(daily: DailyNet[]): string {
  if (daily.length === 0) return 'No days to show.';
  const total = addUnits(...daily.map((d) => d.net));
  const best = daily.reduce((a, b) => (b.net > a.net ? b : a));
  const range = `${formatDay(daily[0].date, true)} to ${formatDay(daily[daily.length - 1].date, true)}`;
  const bestPart = best.net > 0 ? ` Best day: ${barLabel(best)}.` : '';
  return `Net earnings per day from ${range}, ${daily.length} ${daily.length === 1 ? 'day' : 'days'}. Total ${formatPrice(total)}.${bestPart}`;
}

const EarningsBars = dynamic(() => import('./earnings-bars'), { ssr: false, loading: () => <ChartSkeleton height={200} /> });

export function EarningsChart({ daily, title = 'Net earnings per day', height = 200 }: EarningsChartProps) {
  const titleId = useId();
  const descId = useId();
  const [active, setActive] = useState<number | null>(null);
  const onActive = useCallback((index: number | null) => setActive(index), []);

  if (!daily.some((d) => d.net !== 0)) {
    return (
      <div data-testid="earning-chart">
        <Empty description="No earnings in this period yet." data-testid="earning-chart-empty" />
      </div>
    );
  }

  const shown = active === null ? null : daily[active];
  return (
    <figure style={{ margin: 0 }} data-testid="earning-chart">
      <Flex justify="space-between" wrap gap={8}>
        <Typography.Text id={titleId} strong>
          {title}
        </Typography.Text>
        <Typography.Text aria-live="polite" data-testid="earning-chart-active">
          {shown ? barLabel(shown) : 'Tap or point at a day'}
        </Typography.Text>
      </Flex>
      <EarningsBars daily={daily} height={height} label={chartSummary(daily)} onActive={onActive} />
      <div role="group" aria-labelledby={titleId} aria-describedby={descId} className="fs-sr-only">
        <p id={descId}>{chartSummary(daily)}</p>
        {daily.map((day) => (
          <span key={day.date} role="img" aria-label={barLabel(day)} data-testid="earning-chart-bar" data-date={day.date} data-net={day.net} />
        ))}
      </div>
    </figure>
  );
}
