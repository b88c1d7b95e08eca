// The operators' dashboard page: it asks GET /admin/stats for the period chosen (UTC days, both ends included),
// shows each figure from the minor units the API answers, and lists the top creators with links to their profiles.
import '../../helpers/browser-globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { AdminStats } from '@/contracts/admin-stats';
import { DashboardPage } from '@/components/admin/dashboard/dashboard-page';
import { fakeApi, ok } from '../../helpers/fake-api';
import { fakeRouter, renderWithStore } from '../../helpers/render';
import { currentUserFactory } from '../../helpers/current-user';

// jsdom draws no canvas: the chart library is replaced by a stand-in that draws nothing (the browser journey
// test/e2e/admin-dashboard.e2e.ts sees the real charts drawn).
jest.mock('chart.js', () => ({ Chart: class { static register() {} destroy() {} } }));

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

const admin = currentUserFactory({ _id: 'a-1', username: 'admin', roles: ['admin', 'user'] });
const none = { gross: 0, count: 0 };
const stats: AdminStats = {
  from: '2026-10-29',
  to: '2026-11-27',
  sales: { gross: 21_240, count: 5, byKind: { subscriptions: { gross: 995, count: 1 }, tips: { gross: 20_245, count: 4 }, content: none, messages: none, products: none, liveTickets: none, privateShows: none } },
  platformRevenue: 4248,
  topUps: { amount: 100_000, count: 1 },
  payouts: { paid: { amount: 6000, count: 1 }, pending: { amount: 5000, count: 2 } },
  newFans: 3,
  newCreators: 2,
  subscriptions: { active: 7, newInPeriod: 1 },
  topCreators: [{ _id: 'p-1', username: 'mira', name: 'Mira Stone', avatar: '/avatar.png', gross: 11_250, count: 2 }],
  daily: [{ date: '2026-11-27', gross: 21_240, platformRevenue: 4248, newFans: 3, newCreators: 2 }],
};
const dayOf = (msAgo: number) => new Date(Date.now() - msAgo).toISOString().slice(0, 10);
const DAY_MS = 24 * 60 * 60 * 1000;
const figure = (key: string) => screen.getByTestId(`admin-dashboard-figure-${key}`);

async function open() {
  api = fakeApi({ 'GET /admin/stats': ok(stats) });
  renderWithStore(<DashboardPage />, { user: admin, router: fakeRouter('/admin') });
  await screen.findByText('$212.40');
}

it('reads the last 30 days and shows every figure in currency', async () => {
  await open();
  expect(api!.calls.map((c) => c.href)).toEqual([expect.stringMatching(new RegExp(`/admin/stats\\?from=${dayOf(29 * DAY_MS)}&to=${dayOf(0)}$`))]);
  expect(figure('gross')).toHaveTextContent('$212.40');
  expect(figure('gross')).toHaveTextContent('5 sales; top-ups $1,000.00 (1)');
  expect(figure('revenue')).toHaveTextContent('$42.48');
  expect(figure('paid')).toHaveTextContent('$60.00');
  expect(figure('pending')).toHaveTextContent('$50.00');
  expect(figure('pending')).toHaveTextContent('2 requests, now');
  expect(figure('fans')).toHaveTextContent('3');
  expect(figure('creators')).toHaveTextContent('2');
  expect(figure('subscriptions')).toHaveTextContent('71 new in the period');
  const top = screen.getByTestId('admin-dashboard-top-creator');
  expect(within(top).getByRole('link')).toHaveAttribute('href', '/mira');
  expect(top).toHaveTextContent('Mira Stone');
  expect(top).toHaveTextContent('$112.50');
});

it('asks again for the period chosen, and not for a custom range that cannot be asked for', async () => {
  await open();
  await act(async () => {
    fireEvent.click(screen.getByText('7 days'));
  });
  expect(api!.calls.at(-1)?.href).toMatch(new RegExp(`/admin/stats\\?from=${dayOf(6 * DAY_MS)}&to=${dayOf(0)}$`));
  await act(async () => {
    fireEvent.click(screen.getByText('Custom'));
  });
  const asked = api!.calls.length;
  await act(async () => {
    fireEvent.change(screen.getByTestId('admin-dashboard-from'), { target: { value: '2030-01-01' } });
  });
  expect(screen.getByText('The first day must come before the last.')).toBeInTheDocument();
  expect(api!.calls).toHaveLength(asked);
});
