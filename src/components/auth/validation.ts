// The sign-up and password forms' rule sets, built on the shared contract-schema rules: each field shows
// the very sentence the server would answer with, before any request is sent.
import type { FormRule } from 'antd';
import { sameAsRule, zodRule } from '@/components/common/zod-rule';
import { emailSchema, nameSchema, passwordSchema, usernameSchema } from '@/contracts/users';

export const nameRules: FormRule[] = [zodRule(nameSchema, { required: 'Enter your name' })];
export const usernameRules: FormRule[] = [zodRule(usernameSchema, { required: 'Choose a username' })];
export const emailRules: FormRule[] = [zodRule(emailSchema, { required: 'Enter your email address' })];
export const newPasswordRules: FormRule[] = [zodRule(passwordSchema, { required: 'Choose a password' })];

/** The confirmation must repeat the field named `passwordField`. */
export function confirmRules(passwordField = 'password'): FormRule[] {
  return [sameAsRule(passwordField, 'The two passwords do not match', { required: 'Type the password again' })];
}

export const termsRules: FormRule[] = [
  {
    validator: async (_rule, value: unknown) => {
      if (value !== true) throw new Error('Accept the terms to continue');
    },
  },
];
