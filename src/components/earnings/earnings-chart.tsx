// Net earnings per day as an SVG bar chart. The bars stretch with the container (any width, phone
// included) while the text stays HTML, so labels never scale with the drawing. Screen readers get a
// title, a summary and one labelled element per day; colours come from the antd theme (light and dark).
import { Empty, Flex, Typography, theme } from 'antd';
import { useId, useState } from 'react';
import { addUnits, formatPrice } from '@/lib/money';
import { formatDay } from './earning-range';

export interface DailyNet {
  /** YYYY-MM-DD (UTC) */
  date: string;
  net: number;
}

export interface EarningsChartProps {
  daily: DailyNet[];
  title?: string;
  height?: number;
}

const VIEW_HEIGHT = 100;

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

/** The vertical scale: zero is always inside it, so a refund's negative day hangs below the line. */
function scaleOf(daily: DailyNet[]) {
  const top = Math.max(0, ...daily.map((d) => d.net));
  const bottom = Math.min(0, ...daily.map((d) => d.net));
  const span = top - bottom || 1;
  return { top, bottom, y: (value: number) => ((top - value) / span) * VIEW_HEIGHT };
}

/** First, middle and last day under the chart: enough to read the range without crowding a phone. */
function axisDays(daily: DailyNet[]): DailyNet[] {
  if (daily.length <= 2) return daily;
  return [daily[0], daily[Math.floor((daily.length - 1) / 2)], daily[daily.length - 1]];
}

export function EarningsChart({ daily, title = 'Net earnings per day', height = 200 }: EarningsChartProps) {
  const { token, cssVar } = theme.useToken();
  const titleId = useId();
  const descId = useId();
  const [active, setActive] = useState<number | null>(null);

  if (!daily.some((d) => d.net !== 0)) {
    return (
      <div data-testid="earning-chart">
        <Empty description="No earnings in this period yet." data-testid="earning-chart-empty" />
      </div>
    );
  }

  const { top, bottom, y } = scaleOf(daily);
  const gap = daily.length > 60 ? 0.1 : 0.2;
  const shown = active === null ? null : daily[active];

  return (
    <figure style={{ margin: 0 }} data-testid="earning-chart">
      <Flex justify="space-between" wrap gap={8}>
        <Typography.Text type="secondary">{formatPrice(top)}</Typography.Text>
        <Typography.Text aria-live="polite" data-testid="earning-chart-active">
          {shown ? barLabel(shown) : 'Tap or point at a day'}
        </Typography.Text>
      </Flex>
      <svg
        role="group"
        aria-labelledby={titleId}
        aria-describedby={descId}
        viewBox={`0 0 ${daily.length} ${VIEW_HEIGHT}`}
        preserveAspectRatio="none"
        width="100%"
        height={height}
        style={{ display: 'block', overflow: 'visible' }}
        onPointerLeave={() => setActive(null)}
      >
        <title id={titleId}>{title}</title>
        <desc id={descId}>{chartSummary(daily)}</desc>
        <line x1={0} x2={daily.length} y1={0} y2={0} style={{ stroke: cssVar.colorBorderSecondary }} strokeDasharray="4 4" vectorEffect="non-scaling-stroke" />
        {daily.map((day, i) => {
          const from = y(Math.max(day.net, 0));
          const to = y(Math.min(day.net, 0));
          const fill = day.net < 0 ? cssVar.colorError : i === active ? cssVar.colorPrimaryHover : cssVar.colorPrimary;
          return (
            <g key={day.date} role="img" aria-label={barLabel(day)} data-testid="earning-chart-bar" data-date={day.date} data-net={day.net}>
              <title>{barLabel(day)}</title>
              {/* A full-height strip takes the pointer, so thin or empty days are still easy to hit. */}
              <rect x={i} y={0} width={1} height={VIEW_HEIGHT} fill="transparent" onPointerEnter={() => setActive(i)} onClick={() => setActive(i)} />
              <rect x={i + gap / 2} y={from} width={1 - gap} height={to - from} style={{ fill }} rx={0} pointerEvents="none" />
            </g>
          );
        })}
        <line x1={0} x2={daily.length} y1={y(0)} y2={y(0)} style={{ stroke: cssVar.colorBorder }} vectorEffect="non-scaling-stroke" />
      </svg>
      {bottom < 0 ? <Typography.Text type="secondary">{formatPrice(bottom)}</Typography.Text> : null}
      <Flex justify="space-between" style={{ marginTop: 4 }} aria-hidden>
        {axisDays(daily).map((day) => (
          <Typography.Text key={day.date} type="secondary" style={{ fontSize: token.fontSizeSM }}>
            {formatDay(day.date)}
          </Typography.Text>
        ))}
      </Flex>
    </figure>
  );
}
