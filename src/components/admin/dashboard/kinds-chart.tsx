// The dashboard's doughnut: the period's gross sales by kind. Loaded on demand (next/dynamic) with Chart.js.
import type { ChartConfiguration } from 'chart.js';
import { useMemo } from 'react';
import { salesKinds, type AdminStats } from '@/contracts/admin-stats';
import { ChartCanvas } from '@/components/charts/chart-canvas';
import { useChartColors } from '@/components/charts/chart-colors';
import { formatPrice, fromMinor } from '@/lib/money';
import { salesKindLabels } from './sales-kinds';

export default function KindsChart({ byKind, height }: { byKind: AdminStats['sales']['byKind']; height: number }) {
  const colors = useChartColors();
  const sold = salesKinds.filter((k) => byKind[k].gross > 0);
  const config = useMemo<ChartConfiguration>(() => {
    const shown = salesKinds.filter((k) => byKind[k].gross > 0);
    return {
      type: 'doughnut',
      data: {
        labels: shown.map((k) => salesKindLabels[k]),
        datasets: [{ data: shown.map((k) => byKind[k].gross), backgroundColor: shown.map((_, i) => colors.series[i % colors.series.length]), borderColor: colors.surface }],
      },
      options: {
        plugins: {
          legend: { position: 'bottom', labels: { color: colors.text, boxWidth: 12 } },
          tooltip: { callbacks: { label: (item) => `${item.label}: ${formatPrice(fromMinor(Number(item.raw)))}` } },
        },
      },
    };
  }, [byKind, colors]);
  const label = `Gross sales by kind: ${sold.map((k) => `${salesKindLabels[k]} ${formatPrice(fromMinor(byKind[k].gross))}`).join(', ') || 'none'}.`;
  return <ChartCanvas config={config} height={height} label={label} testId="admin-dashboard-kinds-chart" />;
}
