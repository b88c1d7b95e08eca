// The username field of the fan's profile and the creator's basic info: same label, hint and input.
import { Form, Input, type FormItemProps } from 'antd';

export function UsernameField({ rules, testId }: { rules: FormItemProps['rules']; testId: string }) {
  return (
    <Form.Item name="username" label="Username" extra="Letters, digits and underscores; your profile address uses it." rules={rules}>
      <Input autoComplete="username" prefix="@" maxLength={30} data-testid={testId} />
    </Form.Item>
  );
}
