// The earnings range read from the address: both ends kept when valid, the last 30 days otherwise.
import { daysIn, lastDays, rangeOf } from '@/components/earnings/earning-range';

const today = new Date('2026-05-31T22:30:00.000Z');

it('defaults to the 30 days up to today (UTC)', () => {
  expect(rangeOf({}, today)).toEqual({ fromDate: '2026-05-02', toDate: '2026-05-31' });
  expect(daysIn(rangeOf({}, today))).toBe(30);
});

it('keeps a valid range from the address and puts reversed ends in order', () => {
  expect(rangeOf({ fromDate: '2026-01-01', toDate: '2026-01-31' }, today)).toEqual({ fromDate: '2026-01-01', toDate: '2026-01-31' });
  expect(rangeOf({ fromDate: '2026-02-10', toDate: '2026-02-01' }, today)).toEqual({ fromDate: '2026-02-01', toDate: '2026-02-10' });
});

it('falls back for an unreadable end: 30 days before a given end, or today as the end', () => {
  expect(rangeOf({ fromDate: 'yesterday', toDate: '2026-03-30' }, today)).toEqual({ fromDate: '2026-03-01', toDate: '2026-03-30' });
  expect(rangeOf({ fromDate: '2026-05-20', toDate: '2026-13-45' }, today)).toEqual({ fromDate: '2026-05-20', toDate: '2026-05-31' });
});

it('counts presets in whole days, both ends included', () => {
  expect(lastDays(7, today)).toEqual({ fromDate: '2026-05-25', toDate: '2026-05-31' });
  expect(daysIn(lastDays(365, today))).toBe(365);
});
