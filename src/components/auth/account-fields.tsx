// The account fields fans and performers both fill in at sign-up; test ids are `<prefix>-<field>`.
import { Checkbox, Form, Input, Select } from 'antd';
import { genders } from '@/contracts/list-values';
import { confirmRules, emailRules, nameRules, newPasswordRules, termsRules, usernameRules } from './validation';

export interface AccountFieldValues {
  name: string;
  username: string;
  email: string;
  password: string;
  confirm: string;
  gender?: (typeof genders)[number];
  terms: boolean;
}

const genderOptions = genders.map((g) => ({ value: g, label: g[0].toUpperCase() + g.slice(1) }));

export function AccountFields({ prefix, disabled }: { prefix: string; disabled?: boolean }) {
  return (
    <>
      <Form.Item label="Display name" name="name" rules={nameRules} required>
        <Input data-testid={`${prefix}-name`} autoComplete="name" maxLength={80} disabled={disabled} />
      </Form.Item>
      <Form.Item label="Username" name="username" rules={usernameRules} required extra="3-30 letters, digits or underscores">
        <Input data-testid={`${prefix}-username`} autoComplete="username" maxLength={30} disabled={disabled} />
      </Form.Item>
      <Form.Item label="Email" name="email" rules={emailRules} required>
        <Input data-testid={`${prefix}-email`} autoComplete="email" inputMode="email" disabled={disabled} />
      </Form.Item>
      <Form.Item label="Password" name="password" rules={newPasswordRules} required extra="At least 8 characters">
        <Input.Password data-testid={`${prefix}-password`} autoComplete="new-password" disabled={disabled} />
      </Form.Item>
      <Form.Item label="Confirm password" name="confirm" rules={confirmRules()} dependencies={['password']} required>
        <Input.Password data-testid={`${prefix}-confirm`} autoComplete="new-password" disabled={disabled} />
      </Form.Item>
      <Form.Item label="Gender" name="gender">
        <Select data-testid={`${prefix}-gender`} options={genderOptions} allowClear placeholder="Prefer not to say" disabled={disabled} />
      </Form.Item>
    </>
  );
}

export function TermsField({ prefix, disabled }: { prefix: string; disabled?: boolean }) {
  return (
    <Form.Item name="terms" valuePropName="checked" rules={termsRules}>
      <Checkbox data-testid={`${prefix}-terms`} disabled={disabled}>
        I am at least 18 years old and I accept the terms of service
      </Checkbox>
    </Form.Item>
  );
}
