// The sign-up and password forms' rule sets, built on the shared contract-schema rules: each field shows
// the very sentence the server would answer with, before any request is sent.
import type { FormRule } from 'antd';
import { usersContract } from '@/components/common/contracts-on-demand';
import { sameAsRule, zodRule } from '@/components/common/zod-rule';

export const nameRules: FormRule[] = [zodRule(usersContract.pick((m) => m.nameSchema), { required: 'Enter your name' })];
export const usernameRules: FormRule[] = [zodRule(usersContract.pick((m) => m.usernameSchema), { required: 'Choose a username' })];
export const emailRules: FormRule[] = [zodRule(usersContract.pick((m) => m.emailSchema), { required: 'Enter your email address' })];
export const newPasswordRules: FormRule[] = [zodRule(usersContract.pick((m) => m.passwordSchema), { required: 'Choose a password' })];

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
