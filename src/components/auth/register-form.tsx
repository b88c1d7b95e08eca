// Fan sign-up. A token in the answer logs the new fan in at once (loginSocial stores it and redirects);
// without one the site wants the email verified first.
import { Button, Form } from 'antd';
import { useState } from 'react';
import { getResponseError, notifyError } from '@/lib/notify';
import { preparePassword } from '@/lib/password';
import { loginSocial } from '@/redux/auth/actions';
import { selectLoginAuth } from '@/redux/auth/selectors';
import { useAppDispatch, useAppSelector } from '@/redux/hooks';
import { authService } from '@/services/auth.service';
import { AccountFields, TermsField, type AccountFieldValues } from './account-fields';
import { VerifyEmailSentResult } from './email-sent-result';

export interface RegisterFormProps {
  /** The sign-up call; tests pass a fake. */
  register?: typeof authService.register;
}

export function RegisterForm({ register = authService.register }: RegisterFormProps) {
  const dispatch = useAppDispatch();
  const { requesting } = useAppSelector(selectLoginAuth);
  const [submitting, setSubmitting] = useState(false);
  const [sentMessage, setSentMessage] = useState<string | null>(null);

  const onFinish = async (values: AccountFieldValues) => {
    setSubmitting(true);
    try {
      const res = await register({
        name: values.name.trim(),
        username: values.username.trim(),
        email: values.email.trim(),
        password: await preparePassword(values.password),
        gender: values.gender || undefined,
      });
      if (res.data.token) dispatch(loginSocial({ token: res.data.token, expiresAt: res.data.expiresAt }));
      else setSentMessage(res.data.message);
    } catch (e) {
      notifyError(getResponseError(e));
    } finally {
      setSubmitting(false);
    }
  };

  if (sentMessage !== null) return <VerifyEmailSentResult message={sentMessage} />;

  return (
    <Form<AccountFieldValues> layout="vertical" onFinish={onFinish} data-testid="register-form" scrollToFirstError>
      <AccountFields prefix="register" disabled={submitting} />
      <TermsField prefix="register" disabled={submitting} />
      <Button type="primary" htmlType="submit" block size="large" loading={submitting || requesting} data-testid="register-submit">
        Create account
      </Button>
    </Form>
  );
}
