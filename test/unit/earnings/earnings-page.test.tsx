// The earnings page: the range and type in the address go to both the stats and the list, the totals and
// the payout figures show as money, and changing a filter changes the address.
import '../../helpers/browser-globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { EarningsPage } from '@/components/earnings/earnings-page';
import type { EarningItem, EarningStats } from '@/contracts/wallet';
import { fail, fakeApi, ok, okList } from '../../helpers/fake-api';
import { fakeRouter, renderWithStore } from '../../helpers/render';
import { currentUserFactory } from '../../helpers/current-user';

// jsdom draws no canvas: Chart.js is a stand-in that draws nothing (the chart's own test reads what it would draw).
jest.mock('chart.js', () => ({ Chart: class { static register() {} destroy() {} } }));

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

const performer = currentUserFactory({ isPerformer: true, username: 'luna' });
const stats: EarningStats = {
  fromDate: '2026-05-01',
  toDate: '2026-05-03',
  totals: { count: 2, gross: 50, platformShare: 10, net: 40 },
  daily: [
    { date: '2026-05-01', net: 8 },
    { date: '2026-05-02', net: 0 },
    { date: '2026-05-03', net: 32 },
  ],
};
const sale: EarningItem = {
  _id: 'e-1',
  type: 'tip',
  sourceId: null,
  user: { _id: 'u-2', name: 'Bob Fan', username: 'bob' },
  gross: 40,
  platformShare: 8,
  net: 32,
  testNet: 0,
  commission: 20,
  createdAt: '2026-05-03T10:00:00.000Z',
};
const calculation = { available: 120, availableTestMoney: 0, testMoneyPayable: true, reserved: 50, minimumPayoutAmount: 50, totalEarnedNet: 400, totalPaidOut: 230 };

function serve(statsAnswer = ok(stats)) {
  api = fakeApi({
    'GET /performer/earning/stats': statsAnswer,
    'GET /performer/earning/search': okList([sale]),
    'POST /payout-requests/calculate': ok(calculation),
  });
  return api;
}

const inAddress = { fromDate: '2026-05-01', toDate: '2026-05-03', type: 'tip' };

it('asks for the range and type in the address and shows totals, payouts, chart and sales', async () => {
  serve();
  renderWithStore(<EarningsPage />, { user: performer, router: fakeRouter('/creator/earning', inAddress) });

  expect(await screen.findByTestId('earning-total-net')).toHaveTextContent('$40.00');
  expect(screen.getByTestId('earning-total-gross')).toHaveTextContent('$50.00');
  expect(screen.getByTestId('earning-total-commission')).toHaveTextContent('$10.00');
  await waitFor(() => expect(screen.getByTestId('earning-available')).toHaveTextContent('$120.00'));
  expect(screen.getByTestId('earning-paid-out')).toHaveTextContent('$230.00');
  expect(screen.getAllByTestId('earning-chart-bar')).toHaveLength(3);
  expect(await screen.findByTestId('earning-row-e-1')).toHaveTextContent('Bob Fan');
  expect(screen.getByTestId('earning-row-e-1')).toHaveTextContent('$32.00');

  const statsCall = api!.calls.find((c) => c.url === '/performer/earning/stats')!;
  expect(statsCall.params).toEqual(inAddress);
  const searchCall = api!.calls.find((c) => c.url === '/performer/earning/search')!;
  expect(searchCall.params).toMatchObject({ ...inAddress, current: '1' });
});

it('marks the sales paid with test money and says how much of what is available is test money', async () => {
  api = fakeApi({
    'GET /performer/earning/stats': ok(stats),
    'GET /performer/earning/search': okList([{ ...sale, testNet: 12 }, { ...sale, _id: 'e-2', net: 8, testNet: 8 }, { ...sale, _id: 'e-3', testNet: 0 }]),
    'POST /payout-requests/calculate': ok({ ...calculation, availableTestMoney: 20 }),
  });
  renderWithStore(<EarningsPage />, { user: performer, router: fakeRouter('/creator/earning', inAddress) });
  expect(await screen.findByTestId('earning-test-e-1')).toHaveTextContent('$12.00 test money');
  expect(screen.getByTestId('earning-test-e-2')).toHaveTextContent(/^Test money$/);
  expect(screen.queryByTestId('earning-test-e-3')).toBeNull();
  expect(await screen.findByTestId('earning-test-money')).toHaveTextContent('$20.00 of your available earnings is test money');
});

it('defaults to the last 30 days when the address names no range', async () => {
  serve();
  renderWithStore(<EarningsPage />, { user: performer, router: fakeRouter('/creator/earning') });
  await screen.findByTestId('earning-total-net');
  const { fromDate, toDate } = api!.calls.find((c) => c.url === '/performer/earning/stats')!.params as Record<string, string>;
  expect((Date.parse(toDate) - Date.parse(fromDate)) / 86_400_000).toBe(29);
  expect(toDate).toBe(new Date().toISOString().slice(0, 10));
});

it('puts a new date into the address, keeping the other end', async () => {
  serve();
  const router = fakeRouter('/creator/earning', inAddress);
  renderWithStore(<EarningsPage />, { user: performer, router });
  await screen.findByTestId('earning-total-net');
  const from = screen.getByTestId('earning-from');
  fireEvent.change(from, { target: { value: '2026-04-20' } });
  expect(router.push).toHaveBeenCalledWith(
    { pathname: '/creator/earning', query: expect.objectContaining({ fromDate: '2026-04-20', toDate: '2026-05-03', type: 'tip', current: '1' }) },
    undefined,
    { shallow: true },
  );
});

it('says why the stats could not be loaded', async () => {
  serve(fail(422, 'Pick a range of at most 366 days.'));
  renderWithStore(<EarningsPage />, { user: performer, router: fakeRouter('/creator/earning', inAddress) });
  expect(await screen.findByTestId('earning-stats-error')).toHaveTextContent('Pick a range of at most 366 days.');
});
