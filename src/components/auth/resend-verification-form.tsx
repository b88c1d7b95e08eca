// Sends the email-verification link again to an address.
import { MailOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { getResponseError, notifyError, notifySuccess } from '@/lib/notify';
import { authService } from '@/services/auth.api';
import { emailRules } from './validation';

export function ResendVerificationForm({ resend = authService.resendVerification }: { resend?: typeof authService.resendVerification }) {
  const [form] = Form.useForm<{ email: string }>();
  const [submitting, setSubmitting] = useState(false);

  const onFinish = async ({ email }: { email: string }) => {
    setSubmitting(true);
    try {
      const res = await resend(email.trim());
      notifySuccess(res.data.message || 'If that address needs verifying, a new link is on its way.');
      form.resetFields();
    } catch (e) {
      notifyError(getResponseError(e));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={onFinish} data-testid="resend-form">
      <Form.Item label="Need a new link? Enter your email" name="email" rules={emailRules} style={{ marginBottom: 0 }}>
        <Space.Compact block>
          <Input autoComplete="email" inputMode="email" prefix={<MailOutlined />} data-testid="resend-email" />
          <Button htmlType="submit" loading={submitting} data-testid="resend-submit">
            Resend
          </Button>
        </Space.Compact>
      </Form.Item>
    </Form>
  );
}
