// A new password, typed twice, saved through the updatePassword saga (which hashes it first when the
// client-hashing flag is on, and toasts the outcome).
import { Button, Form, Input } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import { useEffect } from 'react';
import { usersContract } from '@/components/common/contracts-on-demand';
import { sameAsRule, zodRule } from '@/components/common/zod-rule';
import { useAppDispatch, useAppSelector } from '@/redux/hooks';
import { updatePassword } from '@/redux/user/actions';
import { selectUpdatedPassword, selectUserUpdating } from '@/redux/user/selectors';
import type { AccountSource } from './profile-form';

interface PasswordValues {
  password: string;
  confirm: string;
}

export const PASSWORD_MISMATCH = 'The two passwords do not match.';

export function PasswordForm({ source }: { source: AccountSource }) {
  const [form] = Form.useForm<PasswordValues>();
  const dispatch = useAppDispatch();
  const updating = useAppSelector(selectUserUpdating);
  const updated = useAppSelector(selectUpdatedPassword);

  // Once saved, the typed passwords should not linger on screen.
  useEffect(() => {
    if (updated) form.resetFields();
  }, [updated, form]);

  return (
    <Form<PasswordValues>
      form={form}
      layout="vertical"
      onFinish={({ password }) => dispatch(updatePassword({ password, source }))}
      requiredMark="optional"
      data-testid="account-password-form"
      style={{ maxWidth: 420 }}
    >
      <Typography.Paragraph type="secondary">
        Changing your password logs you out on your other devices; this one stays logged in.
      </Typography.Paragraph>
      <Form.Item
        name="password"
        label="New password"
        rules={[{ required: true, message: 'Enter a new password.' }, zodRule(usersContract.pick((m) => m.passwordSchema))]}
        hasFeedback
      >
        <Input.Password autoComplete="new-password" data-testid="account-new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label="Confirm new password"
        dependencies={['password']}
        hasFeedback
        rules={[
          { required: true, message: 'Type the new password again.' },
          sameAsRule('password', PASSWORD_MISMATCH),
        ]}
      >
        <Input.Password autoComplete="new-password" data-testid="account-confirm-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={updating} data-testid="account-password-save">
        Change password
      </Button>
    </Form>
  );
}
