// Money in one place, for the server and the browser alike (docs/money.md "Amounts in code"). The database,
// the services and the ledger keep integer minor units (cents); the API, the forms and the screens speak
// currency units with at most two decimals (9.95). Every conversion between the two goes through here, and a
// lint rule refuses `* 100` and `/ 100` anywhere else.
import type { z } from 'zod';

/** The site's one currency (ISO 4217); prices are shown in it. */
export const SITE_CURRENCY = 'USD';

const MINOR_PER_UNIT = 100;
const BASIS_POINTS_PER_PERCENT = 100;

/** An amount in integer minor units (cents): what the database, the services and the ledger hold. */
export type Minor = number;

/** 9.95 -> 995. Rounds to the nearest cent, so 0.1 + 0.2 still gives 30. */
export const toMinor = (units: number): Minor => Math.round(units * MINOR_PER_UNIT);

/** 995 -> 9.95. */
export const fromMinor = (minor: Minor): number => minor / MINOR_PER_UNIT;

/** fromMinor for columns that may hold no price. */
export const fromMinorOrNull = (minor: Minor | null): number | null => (minor === null ? null : fromMinor(minor));

/** toMinor for inputs that may be left out. */
export const toMinorOrNull = (units: number | null): Minor | null => (units === null ? null : toMinor(units));

/** Adds currency amounts in whole cents, so 0.1 + 0.2 is 0.3 and not 0.30000000000000004. */
export const addUnits = (...amounts: number[]): number => fromMinor(amounts.reduce((sum, a) => sum + toMinor(a), 0));

/** `units` minus `less`, in whole cents, never below 0. */
export const unitsLeft = (units: number, less: number): number => fromMinor(Math.max(0, toMinor(units) - toMinor(less)));

/** What `count` of something priced `units` costs, in whole cents. */
export const timesUnits = (count: number, units: number): number => fromMinor(Math.round(count * toMinor(units)));

/** True when `units` has no fraction of a cent (9.95 yes, 9.955 no), allowing for binary floating point. */
export const hasAtMostTwoDecimals = (units: number): boolean => Math.abs(units * MINOR_PER_UNIT - toMinor(units)) < 1e-6;

/** A zod number refined to whole cents, with the form's own sentence for the fraction. */
export const withAtMostTwoDecimals = (schema: z.ZodNumber, message: string) => schema.refine(hasAtMostTwoDecimals, message);

const currencyFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: SITE_CURRENCY });

/** Currency units in the site currency with its symbol: 9.95 -> "$9.95". */
export const formatPrice = (units: number): string => currencyFormat.format(units);

/** Currency units with two decimals and no symbol, for sentences and mails: 9.5 -> "9.50". */
export const plainUnits = (units: number): string => units.toFixed(2);

/** Minor units the same way: 995 -> "9.95". */
export const plainAmount = (minor: Minor): string => plainUnits(fromMinor(minor));

/** Commission rates are basis points (1 % = 100): 1250 -> 12.5 %. Not money, but kept beside it. */
export const percentFromBasisPoints = (basisPoints: number): number => basisPoints / BASIS_POINTS_PER_PERCENT;

/** 12.5 % -> 1250 basis points. */
export const basisPointsFromPercent = (percent: number): number => Math.round(percent * BASIS_POINTS_PER_PERCENT);
