// The contact form (POST /contact mails the site's admins). A logged-in visitor's name and email are
// filled in for them.
import { Button, Form, Input } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import { useState } from 'react';
import { PlainCard } from '@/components/layout/plain-card';
import { contactBody, type ContactBody } from '@/contracts/lookups';
import { zodRule } from '@/components/common/zod-rule';
import { getResponseError, notifyError, notifySuccess } from '@/lib/notify';
import { useAppSelector } from '@/redux/hooks';
import { selectCurrentUser } from '@/redux/user/selectors';
import { contactService } from '@/services/contact.api';

export const CONTACT_SENT = 'Thanks, your message is on its way. We will answer by email.';
const MESSAGE_MAX = 5000;

export function ContactForm() {
  const [form] = Form.useForm<ContactBody>();
  const [sending, setSending] = useState(false);
  const user = useAppSelector(selectCurrentUser);

  async function send(values: ContactBody) {
    setSending(true);
    try {
      await contactService.send({ name: values.name.trim(), email: values.email.trim(), message: values.message.trim() });
      notifySuccess(CONTACT_SENT);
      form.resetFields(['message']);
    } catch (e) {
      notifyError(getResponseError(e));
    } finally {
      setSending(false);
    }
  }

  return (
    <PlainCard>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        Contact us
      </Typography.Title>
      <Typography.Paragraph type="secondary">Questions, feedback or a problem with the site? Write to us.</Typography.Paragraph>
      <Form<ContactBody>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ name: user.name || user.username || '', email: user.email ?? '', message: '' }}
        onFinish={send}
        // The API's own messages, not the browser's bubbles, for a mistyped email.
        noValidate
        data-testid="contact-form"
      >
        <Form.Item name="name" label="Your name" rules={[zodRule(contactBody.shape.name, { required: 'Enter your name' })]}>
          <Input autoComplete="name" maxLength={80} data-testid="contact-name" />
        </Form.Item>
        <Form.Item name="email" label="Your email" rules={[zodRule(contactBody.shape.email, { required: 'Enter your email address' })]}>
          <Input type="email" autoComplete="email" maxLength={254} data-testid="contact-email" />
        </Form.Item>
        <Form.Item name="message" label="Message" rules={[zodRule(contactBody.shape.message, { required: 'Write at least 10 characters' })]}>
          <Input.TextArea rows={6} showCount maxLength={MESSAGE_MAX} data-testid="contact-message" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={sending} data-testid="contact-submit">
          Send message
        </Button>
      </Form>
    </PlainCard>
  );
}
