// antd Form rules that check values with the same zod schemas the API uses (src/contracts), so the message
// a person sees before sending is the one the server would give. A rule may name its schema through a loader
// (schemas-on-demand.ts), so the page does not carry zod: the check then awaits the schema.
import type { FormRule } from 'antd';
import type { z } from 'zod';
import type { SchemaLoader } from './schemas-on-demand';

export interface RuleOptions {
  /** Makes the field required: a blank value (nothing, or only spaces) fails with this message. */
  required?: string;
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';
const isBlank = (v: unknown) => isEmpty(v) || (typeof v === 'string' && v.trim() === '');

/**
 * Whether the validator should stop before its own check: a blank required value throws the required
 * message; an empty optional one passes (emptiness is then left to any `required` rule beside it).
 */
function skipsValue(value: unknown, { required }: RuleOptions): boolean {
  if (required && isBlank(value)) throw new Error(required);
  return isEmpty(value);
}

/**
 * An antd rule that checks a filled value against `schema` (or the schema `schema()` resolves to) and shows the
 * first issue's message.
 */
export function zodRule(schema: z.ZodType | SchemaLoader, options: RuleOptions = {}): FormRule {
  return {
    // Tells antd the field is required, so a form with requiredMark="optional" leaves its label unmarked. The
    // check itself stays the validator's (antd runs only the validator of a rule that has one).
    required: !!options.required,
    validator: async (_rule, value: unknown) => {
      if (skipsValue(value, options)) return;
      const checker = typeof schema === 'function' ? await schema() : schema;
      const result = checker.safeParse(value);
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? 'Check this value.');
    },
  };
}

/** The field must repeat the value of the field named `field` (a password typed twice). */
export function sameAsRule(field: string, mismatchMessage: string, options: RuleOptions = {}): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (skipsValue(value, options)) return;
      if (value !== getFieldValue(field)) throw new Error(mismatchMessage);
    },
  });
}
