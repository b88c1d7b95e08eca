// A Chart.js chart on a canvas that fills a box of a fixed height (so the page never shifts when it draws).
// Only the chart modules import this file, and pages load those with next/dynamic, so Chart.js reaches no
// page that shows no chart. The chart is made again when its configuration changes (new data, or the other
// theme's colours) and destroyed with the component.
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import { useEffect, useRef } from 'react';

Chart.register(LineController, BarController, DoughnutController, LineElement, PointElement, BarElement, ArcElement, CategoryScale, LinearScale, Filler, Tooltip, Legend);

export interface ChartCanvasProps {
  config: ChartConfiguration;
  height: number;
  /** What the chart shows, in one sentence, for screen readers (a canvas has no text of its own). */
  label: string;
  testId?: string;
}

export function ChartCanvas({ config, height, label, testId }: ChartCanvasProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return undefined;
    const chart = new Chart(canvas.current, {
      ...config,
      options: { responsive: true, maintainAspectRatio: false, animation: false, ...config.options },
    });
    return () => chart.destroy();
  }, [config]);
  return (
    <div style={{ position: 'relative', height, width: '100%', minWidth: 0 }} data-testid={testId}>
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
