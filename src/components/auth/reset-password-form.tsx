// Chooses a new password with the one-time token from the emailed link.
import { Button, Form, Input, Result } from 'antd';
import { useState } from 'react';
import { LinkButton } from '@/components/common/link-button';
import { getResponseError, notifyError } from '@/lib/notify';
import { preparePassword } from '@/lib/password';
import { authService } from '@/services/auth.api';
import { confirmRules, newPasswordRules } from './validation';

interface ResetValues {
  password: string;
  confirm: string;
}

export function ResetPasswordForm({ token, reset = authService.resetPassword }: { token: string | null; reset?: typeof authService.resetPassword }) {
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);

  if (!token) {
    return (
      <Result
        status="warning"
        title="This reset link is incomplete"
        subTitle="Open the link from the email exactly as it arrived, or ask for a new one."
        extra={
          <LinkButton href="/auth/forgot-password" type="primary">
            Send a new link
          </LinkButton>
        }
      />
    );
  }

  if (done) {
    return (
      <Result
        status="success"
        title="Your password has been changed"
        subTitle="You have been logged out everywhere. Log in with your new password."
        extra={
          <LinkButton href="/auth/login" type="primary">
            Log in
          </LinkButton>
        }
        data-testid="reset-done"
      />
    );
  }

  const onFinish = async ({ password }: ResetValues) => {
    setSubmitting(true);
    try {
      await reset({ token, password: await preparePassword(password) });
      setDone(true);
    } catch (e) {
      notifyError(getResponseError(e));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<ResetValues> layout="vertical" requiredMark={false} onFinish={onFinish} data-testid="reset-form">
      <Form.Item label="New password" name="password" rules={newPasswordRules} extra="At least 8 characters">
        <Input.Password autoComplete="new-password" data-testid="reset-password" />
      </Form.Item>
      <Form.Item label="Confirm new password" name="confirm" rules={confirmRules()} dependencies={['password']}>
        <Input.Password autoComplete="new-password" data-testid="reset-confirm" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={submitting} data-testid="reset-submit">
        Change password
      </Button>
    </Form>
  );
}
