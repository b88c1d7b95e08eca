// Fan sign-up. The answer never logs in (see useSignUpFinish): the page logs the new fan in with what they
// typed when the site allows it, or asks them to open the link we mailed.
import { Button, Form } from 'antd';
import { useState } from 'react';
import { getResponseError, notifyError } from '@/lib/notify';
import { preparePassword } from '@/lib/password';
import { selectLoginAuth } from '@/redux/auth/selectors';
import { useAppSelector } from '@/redux/hooks';
import { authService } from '@/services/auth.api';
import { AccountFields, TermsField, type AccountFieldValues } from './account-fields';
import { VerifyEmailSentResult } from './email-sent-result';
import { useSignUpFinish, type LogIn } from './use-sign-up-finish';

export interface RegisterFormProps {
  /** The sign-up and login calls; tests pass fakes. */
  register?: typeof authService.register;
  logIn?: LogIn;
}

export function RegisterForm({ register = authService.register, logIn }: RegisterFormProps) {
  const { requesting } = useAppSelector(selectLoginAuth);
  const [submitting, setSubmitting] = useState(false);
  const { sentMessage, finish } = useSignUpFinish(logIn);

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
      await finish(res.data, { email: values.email.trim(), password: values.password });
    } catch (e) {
      notifyError(getResponseError(e));
    } finally {
      setSubmitting(false);
    }
  };

  if (sentMessage !== null) return <VerifyEmailSentResult message={sentMessage} />;

  return (
    <Form<AccountFieldValues> layout="vertical" onFinish={onFinish} requiredMark="optional" data-testid="register-form" scrollToFirstError>
      <AccountFields prefix="register" disabled={submitting} />
      <TermsField prefix="register" disabled={submitting} />
      <Button type="primary" htmlType="submit" block size="large" loading={submitting || requesting} data-testid="register-submit">
        Create account
      </Button>
    </Form>
  );
}
