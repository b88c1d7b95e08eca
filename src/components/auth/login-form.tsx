// Email-or-username login; the login saga hashes, stores the cookie and redirects. The form is plain elements
// wearing antd's Form, Input, Checkbox and Button class names (src/components/common/plain-*.tsx), so it looks
// as antd's does without antd's form code on the log-in page; it checks its two fields itself.
import { LoadingOutlined, LockOutlined, UserOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import Link from '@/components/common/app-link';
import { useState, type FormEvent } from 'react';
import { PlainCheckbox } from '@/components/common/plain-checkbox';
import { PlainField, PlainForm } from '@/components/common/plain-field';
import { PlainInput } from '@/components/common/plain-input';
import { PlainPassword } from '@/components/common/plain-password';
import { PlainButton } from '@/components/common/plain-button';
import { login } from '@/redux/auth/actions';
import { selectLoginAuth } from '@/redux/auth/selectors';
import { useAppDispatch, useAppSelector } from '@/redux/hooks';

type Field = 'username' | 'password';

/** What is wrong with a field's value, if anything: both are required, and the name must be more than spaces. */
const problem: Record<Field, (value: string) => string | undefined> = {
  username: (value) => (value.trim() ? undefined : 'Enter your email or username'),
  password: (value) => (value ? undefined : 'Enter your password'),
};

export function LoginForm() {
  const dispatch = useAppDispatch();
  const { requesting } = useAppSelector(selectLoginAuth);
  const { cssVar } = theme.useToken();
  const [values, setValues] = useState<Record<Field, string>>({ username: '', password: '' });
  const [remember, setRemember] = useState(false);
  // A field's message shows once the form is sent and follows its value from then on, or from its first change.
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const change = (field: Field) => (e: { target: { value: string } }) => {
    const { value } = e.target;
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((errs) => ({ ...errs, [field]: problem[field](value) }));
  };

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    // The button is busy while a log-in runs: a second press (or Enter) sends nothing.
    if (requesting) return;
    const found = { username: problem.username(values.username), password: problem.password(values.password) };
    setErrors(found);
    if (found.username || found.password) return;
    dispatch(login({ username: values.username.trim(), password: values.password, remember }));
  };

  return (
    // POST: a form sent before the page's script runs must not put the password in the address (history, logs).
    <PlainForm method="post" onSubmit={submit} data-testid="login-form">
      <PlainField id="username" label="Email or username" required error={errors.username}>
        {(control) => (
          <PlainInput
            {...control}
            prefix={<UserOutlined aria-hidden />}
            type="text"
            autoComplete="username"
            maxLength={254}
            value={values.username}
            onChange={change('username')}
            data-testid="login-username"
          />
        )}
      </PlainField>
      <PlainField id="password" label="Password" required error={errors.password}>
        {(control) => (
          <PlainPassword
            {...control}
            prefix={<LockOutlined aria-hidden />}
            autoComplete="current-password"
            maxLength={128}
            value={values.password}
            onChange={change('password')}
            data-testid="login-password"
          />
        )}
      </PlainField>
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: cssVar.paddingXS, marginBottom: 24 }}>
        <PlainCheckbox id="remember" checked={remember} onChange={setRemember} data-testid="login-remember">
          Remember me
        </PlainCheckbox>
        <Link href="/auth/forgot-password" className="fs-tap">
          Forgot password?
        </Link>
      </div>
      <PlainButton
        htmlType="submit"
        type="primary"
        block
        className={requesting ? 'ant-btn-lg ant-btn-loading' : 'ant-btn-lg'}
        icon={requesting ? <LoadingOutlined /> : undefined}
        aria-disabled={requesting || undefined}
        data-testid="login-submit"
      >
        Log in
      </PlainButton>
    </PlainForm>
  );
}
