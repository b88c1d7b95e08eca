// Price checks for the pricing tab: subscription prices within the site's limits, the private shows' price per
// minute above 0 (or not offered at all), each with at most two decimals.
import type { FormRule } from 'antd';
import type { UpdatePerformerBody } from '@/contracts/performers';
import { performersContract } from '@/components/common/contracts-on-demand';
import { hasAtMostTwoDecimals, plainUnits } from '@/lib/money';

export interface PriceLimits {
  min: number;
  max: number;
}

export interface PricingValues {
  monthlyPrice: number | null;
  yearlyPrice: number | null;
  isFreeSubscription: boolean;
  /** The performer takes requests for private shows. */
  privateShowsOffered: boolean;
  /** What a minute of a private show costs (kept while switched off, sent only while on). */
  privateShowPrice: number | null;
}

/** The highest price per minute the server takes. */
export const MAX_PRIVATE_SHOW_PRICE = 10_000;


export const priceLimitsMessage = ({ min, max }: PriceLimits) => `Prices must be between ${plainUnits(min)} and ${plainUnits(max)}.`;

/** The contract's price check, fetched when a price is first checked. */
const priceSchema = performersContract.pick((m) => m.priceSchema);

/** The first problem with a price, or null when it is fine. */
export async function priceProblem(value: number | null | undefined, limits: PriceLimits): Promise<string | null> {
  if (value === null || value === undefined) return 'Enter a price.';
  const parsed = (await priceSchema()).safeParse(value);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? 'Check this price.';
  if (value < limits.min || value > limits.max) return priceLimitsMessage(limits);
  return null;
}

export function priceRule(limits: PriceLimits): FormRule {
  return {
    // Marks the field required for the form's labels; the validator makes the check.
    required: true,
    validator: async (_rule, value: number | null | undefined) => {
      const problem = await priceProblem(value, limits);
      if (problem) throw new Error(problem);
    },
  };
}

/** The first problem with a price per minute for private shows, or null when it is fine. */
export function privateShowPriceProblem(value: number | null | undefined): string | null {
  if (value === null || value === undefined || Number.isNaN(value)) return 'Enter a price per minute.';
  if (value <= 0) return 'The price per minute must be more than $0.00.';
  if (!hasAtMostTwoDecimals(value)) return 'The price per minute can have at most two decimals.';
  if (value > MAX_PRIVATE_SHOW_PRICE) return 'The price per minute can be at most $10,000.00.';
  return null;
}

/** Checked only while private shows are switched on. */
export const privateShowPriceRule: FormRule = ({ getFieldValue }) => ({
  validator: async (_rule, value: number | null | undefined) => {
    if (!getFieldValue('privateShowsOffered')) return;
    const problem = privateShowPriceProblem(value);
    if (problem) throw new Error(problem);
  },
});

/**
 * The free-trial flag is left out when the site offers no trials: the API refuses to switch it on then.
 * Private shows switched off send null, which stops offering them.
 */
export function pricingBodyOf(values: PricingValues, freeTrialsOffered: boolean): UpdatePerformerBody {
  const body: UpdatePerformerBody = { monthlyPrice: Number(values.monthlyPrice), yearlyPrice: Number(values.yearlyPrice) };
  if (freeTrialsOffered) body.isFreeSubscription = !!values.isFreeSubscription;
  body.privateShowPrice = values.privateShowsOffered ? Number(values.privateShowPrice) : null;
  return body;
}
