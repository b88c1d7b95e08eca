// Subscription price checks (RULES.md "Subscriptions"): within the site's limits, at most two decimals.
import type { FormRule } from 'antd';
import { priceSchema, type UpdatePerformerBody } from '@/contracts/performers';

export interface PriceLimits {
  min: number;
  max: number;
}

export interface PricingValues {
  monthlyPrice: number | null;
  yearlyPrice: number | null;
  isFreeSubscription: boolean;
}

const money = (n: number) => n.toFixed(2);

export const priceLimitsMessage = ({ min, max }: PriceLimits) => `Prices must be between ${money(min)} and ${money(max)}.`;

/** The first problem with a price, or null when it is fine. */
export function priceProblem(value: number | null | undefined, limits: PriceLimits): string | null {
  if (value === null || value === undefined) return 'Enter a price.';
  const parsed = priceSchema.safeParse(value);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? 'Check this price.';
  if (value < limits.min || value > limits.max) return priceLimitsMessage(limits);
  return null;
}

export function priceRule(limits: PriceLimits): FormRule {
  return {
    validator: async (_rule, value: number | null | undefined) => {
      const problem = priceProblem(value, limits);
      if (problem) throw new Error(problem);
    },
  };
}

/** The free-trial flag is left out when the site offers no trials: the API refuses to switch it on then. */
export function pricingBodyOf(values: PricingValues, freeTrialsOffered: boolean): UpdatePerformerBody {
  const body: UpdatePerformerBody = { monthlyPrice: Number(values.monthlyPrice), yearlyPrice: Number(values.yearlyPrice) };
  if (freeTrialsOffered) body.isFreeSubscription = !!values.isFreeSubscription;
  return body;
}
