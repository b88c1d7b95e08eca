// Email-or-username login; the login saga hashes, stores the cookie and redirects.
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Form, Input } from 'antd';
import Link from 'next/link';
import { login } from '@/redux/auth/actions';
import { selectLoginAuth } from '@/redux/auth/selectors';
import { useAppDispatch, useAppSelector } from '@/redux/hooks';

interface LoginValues {
  username: string;
  password: string;
  remember?: boolean;
}

export function LoginForm() {
  const dispatch = useAppDispatch();
  const { requesting } = useAppSelector(selectLoginAuth);

  const onFinish = ({ username, password, remember }: LoginValues) => {
    dispatch(login({ username: username.trim(), password, remember: !!remember }));
  };

  return (
    <Form<LoginValues> layout="vertical" requiredMark={false} initialValues={{ remember: false }} onFinish={onFinish} data-testid="login-form">
      <Form.Item label="Email or username" name="username" rules={[{ required: true, whitespace: true, message: 'Enter your email or username' }]}>
        <Input prefix={<UserOutlined />} autoComplete="username" maxLength={254} data-testid="login-username" />
      </Form.Item>
      <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Enter your password' }]}>
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" maxLength={128} data-testid="login-password" />
      </Form.Item>
      <Flex justify="space-between" align="center" wrap gap="small" style={{ marginBottom: 24 }}>
        <Form.Item name="remember" valuePropName="checked" noStyle>
          <Checkbox data-testid="login-remember">Remember me</Checkbox>
        </Form.Item>
        <Link href="/auth/forgot-password">Forgot password?</Link>
      </Flex>
      <Button type="primary" htmlType="submit" block size="large" loading={requesting} data-testid="login-submit">
        Log in
      </Button>
    </Form>
  );
}
