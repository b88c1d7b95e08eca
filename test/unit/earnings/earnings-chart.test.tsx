// The earnings chart: Chart.js bars (one per day, negative days in the loss colour), one labelled line per day
// and a summary for screen readers, the day under the pointer read out, and an empty state when nothing was earned.
import '../../helpers/browser-globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { ChartConfiguration } from 'chart.js';
import type { ChartColors } from '@/components/charts/chart-colors';
import { earningsBarsConfig } from '@/components/earnings/earnings-bars';
import { chartSummary, EarningsChart } from '@/components/earnings/earnings-chart';
import { renderWithStore } from '../../helpers/render';

const week = [
  { date: '2026-05-01', net: 12 },
  { date: '2026-05-02', net: 0 },
  { date: '2026-05-03', net: 40.5 },
  { date: '2026-05-04', net: 8 },
  { date: '2026-05-05', net: 0 },
  { date: '2026-05-06', net: 3.25 },
  { date: '2026-05-07', net: 0 },
];

const bars = () => screen.getAllByTestId('earning-chart-bar');

// jsdom draws no canvas: Chart.js is replaced by a stand-in that keeps the configuration it was given, so the
// tests read what would be drawn (the browser journeys see the real chart).
const drawn: { config: ChartConfiguration<'bar'> }[] = [];
jest.mock('chart.js', () => ({
  Chart: class {
    static register() {}
    constructor(_canvas: unknown, config: ChartConfiguration<'bar'>) {
      drawn.push({ config });
    }
    destroy() {}
  },
}));
beforeEach(() => {
  drawn.length = 0;
});

const colors: ChartColors = { text: '#111', muted: '#666', grid: '#eee', surface: '#fff', series: ['#7c3aed', '#52c41a', '#faad14', '#722ed1', '#13c2c2', '#eb2f96', '#ff4d4f'] };

it('keeps one labelled line per day for screen readers, with the date and net amount', async () => {
  renderWithStore(<EarningsChart daily={week} />);
  await waitFor(() => expect(drawn).toHaveLength(1));
  expect(bars()).toHaveLength(7);
  expect(bars().map((b) => b.getAttribute('aria-label'))).toEqual([
    'May 1, 2026: $12.00',
    'May 2, 2026: $0.00',
    'May 3, 2026: $40.50',
    'May 4, 2026: $8.00',
    'May 5, 2026: $0.00',
    'May 6, 2026: $3.25',
    'May 7, 2026: $0.00',
  ]);
});

it('gives screen readers a named group with a summary of the range, total and best day', async () => {
  renderWithStore(<EarningsChart daily={week} title="Net per day" />);
  await waitFor(() => expect(drawn).toHaveLength(1));
  const group = screen.getByRole('group', { name: 'Net per day' });
  expect(group).toHaveAccessibleDescription('Net earnings per day from May 1, 2026 to May 7, 2026, 7 days. Total $63.75. Best day: May 3, 2026: $40.50.');
  expect(within(group).getAllByRole('img')).toHaveLength(7);
  expect(within(group).getByRole('img', { name: 'May 4, 2026: $8.00' })).toBeInTheDocument();
});

it('draws one bar per day with Chart.js, once its code has loaded', async () => {
  renderWithStore(<EarningsChart daily={week} />);
  await waitFor(() => expect(drawn).toHaveLength(1));
  const [{ config }] = drawn;
  expect(config.type).toBe('bar');
  expect(config.data.datasets[0].data).toEqual([12, 0, 40.5, 8, 0, 3.25, 0]);
  expect(screen.getByTestId('earning-chart-canvas').querySelector('canvas')).toHaveAccessibleName(chartSummary(week));
});

it('colours a refunded (negative) day apart and reads out the day under the pointer or finger', () => {
  const onActive = jest.fn();
  const config = earningsBarsConfig([{ date: '2026-05-01', net: 30 }, { date: '2026-05-02', net: -10 }], colors, onActive);
  expect(config.data.datasets[0].backgroundColor).toEqual(['#7c3aed', '#ff4d4f']);
  const hover = config.options!.onHover as (event: unknown, elements: { index: number }[]) => void;
  const click = config.options!.onClick as (event: unknown, elements: { index: number }[]) => void;
  click({}, [{ index: 1 }]);
  expect(onActive).toHaveBeenLastCalledWith(1);
  hover({}, []);
  expect(onActive).toHaveBeenLastCalledWith(null);
});

it('shows the day under the pointer or finger above the chart', async () => {
  renderWithStore(<EarningsChart daily={week} />);
  expect(screen.getByTestId('earning-chart-active')).toHaveTextContent('Tap or point at a day');
  await waitFor(() => expect(drawn).toHaveLength(1));
  const click = drawn[0].config.options!.onClick as (event: unknown, elements: { index: number }[]) => void;
  act(() => click({}, [{ index: 3 }]));
  expect(screen.getByTestId('earning-chart-active')).toHaveTextContent('May 4, 2026: $8.00');
});

it('shows an empty state, not bars, when nothing was earned in the range', () => {
  renderWithStore(<EarningsChart daily={week.map((d) => ({ ...d, net: 0 }))} />);
  expect(screen.getByTestId('earning-chart')).toBeInTheDocument();
  expect(screen.getByTestId('earning-chart-empty')).toHaveTextContent('No earnings in this period yet.');
  expect(screen.queryAllByTestId('earning-chart-bar')).toHaveLength(0);
  renderWithStore(<EarningsChart daily={[]} />);
  expect(screen.getAllByTestId('earning-chart-empty')).toHaveLength(2);
});

it('summarises a range without a best day when every day is zero or less', () => {
  expect(chartSummary([{ date: '2026-05-01', net: -5 }])).toBe('Net earnings per day from May 1, 2026 to May 1, 2026, 1 day. Total -$5.00.');
  expect(chartSummary([])).toBe('No days to show.');
});
