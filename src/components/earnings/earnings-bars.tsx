// The earnings chart's drawing: one Chart.js bar per day (a refund's negative day below the line), in the
// theme's colours. Loaded on demand by earnings-chart.tsx, so Chart.js reaches only the earnings page.
import type { ChartConfiguration } from 'chart.js';
import { useMemo } from 'react';
import { ChartCanvas } from '@/components/charts/chart-canvas';
import { useChartColors, type ChartColors } from '@/components/charts/chart-colors';
import { formatPrice } from '@/lib/money';
import { formatDay } from './earning-range';
import type { DailyNet } from './daily-net';

export interface EarningsBarsProps {
  daily: DailyNet[];
  height: number;
  label: string;
  /** The day under the pointer or finger (its index), or null when it leaves the chart. */
  onActive: (index: number | null) => void;
}

/** The chart's configuration: what the bars, axes and tooltips show (kept apart so tests can read it). */
export function earningsBarsConfig(daily: DailyNet[], colors: ChartColors, onActive: EarningsBarsProps['onActive']): ChartConfiguration<'bar'> {
  const [brand] = colors.series;
  const loss = colors.series[colors.series.length - 1];
  return {
    type: 'bar',
    data: {
      labels: daily.map((d) => formatDay(d.date)),
      datasets: [{ label: 'Net earnings', data: daily.map((d) => d.net), backgroundColor: daily.map((d) => (d.net < 0 ? loss : brand)), borderRadius: 2, categoryPercentage: daily.length > 60 ? 0.9 : 0.8 }],
    },
    options: {
      interaction: { mode: 'index', intersect: false },
      onHover: (_event, elements) => onActive(elements[0]?.index ?? null),
      onClick: (_event, elements) => onActive(elements[0]?.index ?? null),
      scales: {
        x: { ticks: { color: colors.muted, maxRotation: 0, autoSkipPadding: 16 }, grid: { display: false } },
        y: { ticks: { color: colors.muted, callback: (v) => formatPrice(Number(v)) }, grid: { color: colors.grid } },
      },
      plugins: {
        legend: { display: false },
        tooltip: { callbacks: { label: (item) => `${item.dataset.label}: ${formatPrice(Number(item.raw))}` } },
      },
    },
  };
}

export default function EarningsBars({ daily, height, label, onActive }: EarningsBarsProps) {
  const colors = useChartColors();
  const config = useMemo(() => earningsBarsConfig(daily, colors, onActive), [daily, colors, onActive]) as ChartConfiguration;
  return <ChartCanvas config={config} height={height} label={label} testId="earning-chart-canvas" />;
}
