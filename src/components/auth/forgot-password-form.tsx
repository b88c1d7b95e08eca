// Asks for a reset link. The answer is the same whether or not an account uses the address.
import { MailOutlined } from '@ant-design/icons';
import { Button, Form, Input, Result, theme } from 'antd';
import { useState } from 'react';
import { LinkButton } from '@/components/common/link-button';
import { getResponseError, notifyError } from '@/lib/notify';
import { authService } from '@/services/auth.api';
import { emailRules } from './validation';

export function ForgotPasswordForm({ forgot = authService.forgot }: { forgot?: typeof authService.forgot }) {
  const { cssVar } = theme.useToken();
  const [submitting, setSubmitting] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onFinish = async ({ email }: { email: string }) => {
    setSubmitting(true);
    try {
      await forgot(email.trim());
      setSentTo(email.trim());
    } catch (e) {
      notifyError(getResponseError(e));
    } finally {
      setSubmitting(false);
    }
  };

  if (sentTo) {
    return (
      <Result
        icon={<MailOutlined style={{ color: cssVar.colorPrimary }} />}
        title="Check your email"
        subTitle={`If an account uses ${sentTo}, we have sent it a link to choose a new password. The link works for one hour.`}
        extra={
          <LinkButton href="/auth/login" type="primary">
            Back to log in
          </LinkButton>
        }
        data-testid="forgot-sent"
      />
    );
  }

  return (
    <Form<{ email: string }> layout="vertical" requiredMark={false} onFinish={onFinish} data-testid="forgot-form">
      <Form.Item label="Email" name="email" rules={emailRules}>
        <Input autoComplete="email" inputMode="email" prefix={<MailOutlined />} data-testid="forgot-email" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={submitting} data-testid="forgot-submit">
        Send reset link
      </Button>
    </Form>
  );
}
