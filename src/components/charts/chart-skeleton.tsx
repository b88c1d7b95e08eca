// What stands where a chart will be while its code loads: the chart's own height, so nothing moves when it draws.
import { theme } from 'antd';

export function ChartSkeleton({ height }: { height: number }) {
  const { cssVar } = theme.useToken();
  return <div style={{ height, width: '100%', borderRadius: 8, background: cssVar.colorFillQuaternary }} aria-busy="true" aria-label="Loading the chart" data-testid="chart-skeleton" />;
}
