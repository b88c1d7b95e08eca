// The days the earnings page covers, kept in the address as fromDate/toDate (YYYY-MM-DD, UTC, both ends
// included, as the API reads them). Without them the page shows the last 30 days, like the stats route.
const DAY_MS = 24 * 60 * 60 * 1000;
export const DEFAULT_RANGE_DAYS = 30;
/** The stats route answers at most this many days at once. */
export const MAX_RANGE_DAYS = 366;

export interface DayRange {
  fromDate: string;
  toDate: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const dayOf = (date: Date): string => date.toISOString().slice(0, 10);

function isDay(value: string | undefined): value is string {
  return !!value && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

/** The last `days` days up to and including `today`. */
export function lastDays(days: number, today: Date): DayRange {
  const to = Date.parse(`${dayOf(today)}T00:00:00Z`);
  return { fromDate: dayOf(new Date(to - (days - 1) * DAY_MS)), toDate: dayOf(new Date(to)) };
}

/** The range the address asks for; a missing or unreadable end falls back to the default range's. */
export function rangeOf(filters: Record<string, string>, today: Date): DayRange {
  const fallback = lastDays(DEFAULT_RANGE_DAYS, today);
  const toDate = isDay(filters.toDate) ? filters.toDate : fallback.toDate;
  const fromDate = isDay(filters.fromDate) ? filters.fromDate : lastDays(DEFAULT_RANGE_DAYS, new Date(`${toDate}T00:00:00Z`)).fromDate;
  return fromDate <= toDate ? { fromDate, toDate } : { fromDate: toDate, toDate: fromDate };
}

/** How many days `range` covers, both ends included. */
export function daysIn(range: DayRange): number {
  return Math.round((Date.parse(`${range.toDate}T00:00:00Z`) - Date.parse(`${range.fromDate}T00:00:00Z`)) / DAY_MS) + 1;
}

/** Presets offered beside the two date fields. */
export const rangePresets = [7, 30, 90, 365].map((days) => ({ days, label: `Last ${days} days` }));

const shortDay = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "2026-05-01" -> "May 1" (short) or "May 1, 2026". */
export function formatDay(day: string, withYear = false): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : (withYear ? longDay : shortDay).format(date);
}
