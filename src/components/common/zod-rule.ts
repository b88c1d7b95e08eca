// Form fields validated by the same zod schemas the API uses (src/contracts), so the message a person sees
// before sending is the one the server would give.
import type { FormRule } from 'antd';
import type { z } from 'zod';

/** An antd rule that checks a filled value against `schema`; emptiness is left to a `required` rule. */
export function zodRule(schema: z.ZodType): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (value === undefined || value === null || value === '') return;
      const result = schema.safeParse(value);
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? 'Check this value.');
    },
  };
}
