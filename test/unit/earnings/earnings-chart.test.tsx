// The earnings chart: one labelled bar per day (screen readers get a title and a summary), negative days
// below the line, and an empty state when nothing was earned.
import '../../helpers/browser-globals';
import { fireEvent, screen, within } from '@testing-library/react';
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
const heightOf = (bar: HTMLElement) => Number(bar.querySelectorAll('rect')[1].getAttribute('height'));

it('draws one bar per day, each labelled with its date and net amount', () => {
  renderWithStore(<EarningsChart daily={week} />);
  const chart = screen.getByTestId('earning-chart');
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
  // The best day reaches the top; the others are in proportion; empty days have no height.
  expect(heightOf(bars()[2])).toBeCloseTo(100);
  expect(heightOf(bars()[0])).toBeCloseTo((12 / 40.5) * 100);
  expect(heightOf(bars()[1])).toBe(0);
  expect(within(chart).getByText('$40.50')).toBeInTheDocument();
});

it('gives screen readers a named group with a summary of the range, total and best day', () => {
  renderWithStore(<EarningsChart daily={week} title="Net per day" />);
  const group = screen.getByRole('group', { name: 'Net per day' });
  expect(group).toHaveAccessibleDescription('Net earnings per day from May 1, 2026 to May 7, 2026, 7 days. Total $63.75. Best day: May 3, 2026: $40.50.');
  expect(within(group).getAllByRole('img')).toHaveLength(7);
  expect(within(group).getByRole('img', { name: 'May 4, 2026: $8.00' })).toBeInTheDocument();
});

it('shows the day under the pointer or finger', () => {
  renderWithStore(<EarningsChart daily={week} />);
  expect(screen.getByTestId('earning-chart-active')).toHaveTextContent('Tap or point at a day');
  fireEvent.click(bars()[3].querySelector('rect')!);
  expect(screen.getByTestId('earning-chart-active')).toHaveTextContent('May 4, 2026: $8.00');
});

it('hangs a refunded (negative) day below the zero line', () => {
  renderWithStore(<EarningsChart daily={[{ date: '2026-05-01', net: 30 }, { date: '2026-05-02', net: -10 }]} />);
  const [up, down] = bars();
  const zeroLine = 75; // 30 above and 10 below share the 100 units of height
  expect(Number(up.querySelectorAll('rect')[1].getAttribute('y')) + heightOf(up)).toBeCloseTo(zeroLine);
  expect(Number(down.querySelectorAll('rect')[1].getAttribute('y'))).toBeCloseTo(zeroLine);
  expect(heightOf(down)).toBeCloseTo(25);
  expect(screen.getByText('-$10.00')).toBeInTheDocument();
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
