// antd Form rules that mirror the API's zod schemas (src/contracts/users.ts), so a form shows the very
// sentence the server would answer with, before any request is sent.
import type { FormRule } from 'antd';
import type { z } from 'zod';
import { emailSchema, nameSchema, passwordSchema, usernameSchema } from '@/contracts/users';

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Required field checked by a contract schema; the first issue's message is shown. */
export function schemaRule(schema: z.ZodType, requiredMessage: string | null): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (isBlank(value)) {
        if (requiredMessage) throw new Error(requiredMessage);
        return;
      }
      const result = schema.safeParse(value);
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? 'Check this field');
    },
  };
}

export const nameRules: FormRule[] = [schemaRule(nameSchema, 'Enter your name')];
export const usernameRules: FormRule[] = [schemaRule(usernameSchema, 'Choose a username')];
export const emailRules: FormRule[] = [schemaRule(emailSchema, 'Enter your email address')];
export const newPasswordRules: FormRule[] = [schemaRule(passwordSchema, 'Choose a password')];

/** The confirmation must repeat the field named `passwordField`. */
export function confirmRules(passwordField = 'password'): FormRule[] {
  return [
    ({ getFieldValue }) => ({
      validator: async (_rule, value: unknown) => {
        if (isBlank(value)) throw new Error('Type the password again');
        if (value !== getFieldValue(passwordField)) throw new Error('The two passwords do not match');
      },
    }),
  ];
}

export const termsRules: FormRule[] = [
  {
    validator: async (_rule, value: unknown) => {
      if (value !== true) throw new Error('Accept the terms to continue');
    },
  },
];
