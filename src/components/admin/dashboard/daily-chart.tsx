// The dashboard's line chart: gross sales and the platform's revenue per day of the period. Loaded on demand
// (next/dynamic) with Chart.js.
import type { ChartConfiguration } from 'chart.js';
import { useMemo } from 'react';
import type { AdminStats } from '@/contracts/admin-stats';
import { ChartCanvas } from '@/components/charts/chart-canvas';
import { faded, useChartColors } from '@/components/charts/chart-colors';
import { formatDay } from '@/components/earnings/earning-range';
import { formatPrice, fromMinor } from '@/lib/money';

export default function DailyChart({ daily, height }: { daily: AdminStats['daily']; height: number }) {
  const colors = useChartColors();
  const config = useMemo<ChartConfiguration>(() => {
    const [gross, revenue] = colors.series;
    const money = (minor: number) => formatPrice(fromMinor(minor));
    return {
      type: 'line',
      data: {
        labels: daily.map((d) => formatDay(d.date)),
        datasets: [
          { label: 'Gross sales', data: daily.map((d) => d.gross), borderColor: gross, backgroundColor: faded(gross, 0.18), fill: true, pointRadius: daily.length > 45 ? 0 : 2 },
          { label: 'Platform revenue', data: daily.map((d) => d.platformRevenue), borderColor: revenue, backgroundColor: faded(revenue, 0.18), fill: true, pointRadius: daily.length > 45 ? 0 : 2 },
        ],
      },
      options: {
        interaction: { mode: 'index', intersect: false },
        color: colors.text,
        scales: {
          x: { ticks: { color: colors.muted, maxRotation: 0, autoSkipPadding: 16 }, grid: { display: false } },
          y: { beginAtZero: true, ticks: { color: colors.muted, callback: (v) => money(Number(v)) }, grid: { color: colors.grid } },
        },
        plugins: {
          legend: { labels: { color: colors.text, boxWidth: 12 } },
          tooltip: { callbacks: { label: (item) => `${item.dataset.label}: ${money(Number(item.raw))}` } },
        },
      },
    };
  }, [daily, colors]);
  const total = daily.reduce((sum, d) => sum + d.gross, 0);
  const label = `Gross sales and platform revenue per day, ${daily.length} days, ${formatPrice(fromMinor(total))} gross in all.`;
  return <ChartCanvas config={config} height={height} label={label} testId="admin-dashboard-daily-chart" />;
}
