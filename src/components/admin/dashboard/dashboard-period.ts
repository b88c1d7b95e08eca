// The dashboard's periods: presets counted back from today, this month, or two days the operator picks. Days
// are UTC, as the API counts them, and both ends are included.
import { MAX_STATS_DAYS } from '@/contracts/admin-stats';
import { daysIn, dayOf, lastDays, type DayRange } from '@/components/earnings/earning-range';

export type PeriodChoice = '7' | '30' | '90' | 'month' | 'custom';

export const periodChoices: { value: PeriodChoice; label: string }[] = [
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: 'month', label: 'This month' },
  { value: 'custom', label: 'Custom' },
];

/** The days a preset covers on `today`; a custom choice keeps the range it had. */
export function periodFor(choice: PeriodChoice, today: Date, current: DayRange): DayRange {
  if (choice === 'custom') return current;
  if (choice === 'month') return { fromDate: `${dayOf(today).slice(0, 8)}01`, toDate: dayOf(today) };
  return lastDays(Number(choice), today);
}

/** Why a custom range cannot be asked for, or null when it can. */
export function periodProblem(range: DayRange): string | null {
  if (range.fromDate > range.toDate) return 'The first day must come before the last.';
  if (daysIn(range) > MAX_STATS_DAYS) return `Pick at most ${MAX_STATS_DAYS} days.`;
  return null;
}
