import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Button, Checkbox, Form, Input } from 'antd';
import { LoginForm } from '@/components/auth/login-form';
import { LoginPage } from '@/components/auth/login-page';
import { SocialButtons } from '@/components/auth/social-buttons';
import { login } from '@/redux/auth/actions';
import { markupShape } from '../../helpers/antd-markup';
import { initialState, renderWithStore } from '../../helpers/render';

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('login form', () => {
  it('posts its fields if sent before the script runs, so the password never lands in the address', () => {
    renderWithStore(<LoginForm />);
    expect(screen.getByTestId('login-form').getAttribute('method')).toBe('post');
  });

  it('asks for both fields and sends nothing while they are empty', async () => {
    const { actionsOfType } = renderWithStore(<LoginForm />);
    await act(async () => {
      fireEvent.click(screen.getByTestId('login-submit'));
    });
    expect(await screen.findByText('Enter your email or username')).toBeInTheDocument();
    expect(await screen.findByText('Enter your password')).toBeInTheDocument();
    expect(actionsOfType(login.type)).toHaveLength(0);
  });

  it('dispatches login with the typed credentials and "remember"', async () => {
    const { actionsOfType } = renderWithStore(<LoginForm />);
    type('login-username', '  fan1@fanstage.local ');
    type('login-password', 'secret-pass');
    const remember = screen.getByTestId('login-remember');
    expect(remember).toHaveAttribute('type', 'checkbox');
    expect(remember).not.toBeChecked();
    fireEvent.click(remember);
    expect(remember).toBeChecked();

    await act(async () => {
      fireEvent.click(screen.getByTestId('login-submit'));
    });
    await waitFor(() => expect(actionsOfType(login.type)).toHaveLength(1));
    expect(actionsOfType(login.type)[0].payload).toEqual({ username: 'fan1@fanstage.local', password: 'secret-pass', remember: true });
  });

  it('keeps what was typed before the page hydrated and sends it', async () => {
    const { actionsOfType } = renderWithStore(<LoginForm />, {
      beforeHydrate: (markup) => {
        markup.querySelector<HTMLInputElement>('[data-testid="login-username"]')!.value = 'fan1';
        markup.querySelector<HTMLInputElement>('[data-testid="login-password"]')!.value = 'secret-pass';
      },
    });
    await act(async () => {
      fireEvent.click(screen.getByTestId('login-submit'));
    });
    expect(screen.queryByText('Enter your password')).not.toBeInTheDocument();
    await waitFor(() => expect(actionsOfType(login.type)).toHaveLength(1));
    expect(actionsOfType(login.type)[0].payload).toMatchObject({ username: 'fan1', password: 'secret-pass' });
  });

  it('sends remember false when the box stays unticked', async () => {
    const { actionsOfType } = renderWithStore(<LoginForm />);
    type('login-username', 'fan1');
    type('login-password', 'secret-pass');
    await act(async () => {
      fireEvent.click(screen.getByTestId('login-submit'));
    });
    await waitFor(() => expect(actionsOfType(login.type)).toHaveLength(1));
    expect(actionsOfType(login.type)[0].payload).toMatchObject({ remember: false });
  });

  it('shows the button busy while the login request runs, and sends nothing more until it ends', async () => {
    const base = initialState();
    const { actionsOfType } = renderWithStore(<LoginForm />, { state: { ...base, auth: { ...base.auth, loginAuth: { ...base.auth.loginAuth, requesting: true } } } });
    const submit = screen.getByTestId('login-submit');
    expect(submit).toHaveClass('ant-btn-loading', 'ant-btn-lg', 'ant-btn-block', 'ant-btn-primary');
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    expect(within(submit).getByRole('img', { name: 'loading' })).toHaveClass('anticon-spin');
    type('login-username', 'fan1');
    type('login-password', 'secret-pass');
    await act(async () => {
      fireEvent.click(submit);
    });
    expect(actionsOfType(login.type)).toHaveLength(0);
  });

  it('asks for a name that is more than spaces, and takes a password of spaces', async () => {
    const { actionsOfType } = renderWithStore(<LoginForm />);
    type('login-username', '   ');
    type('login-password', '   ');
    await act(async () => {
      fireEvent.click(screen.getByTestId('login-submit'));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your email or username');
    expect(actionsOfType(login.type)).toHaveLength(0);
  });

  it('clears each message as the person types, and shows it again when the field is emptied', async () => {
    renderWithStore(<LoginForm />);
    await act(async () => {
      fireEvent.click(screen.getByTestId('login-submit'));
    });
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Enter your email or username', 'Enter your password']);
    const username = screen.getByTestId('login-username');
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription('Enter your email or username');

    type('login-username', 'f');
    expect(screen.queryByText('Enter your email or username')).toBeNull();
    expect(username).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    type('login-password', 's');
    expect(screen.queryByRole('alert')).toBeNull();

    type('login-password', '');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your password');
  });

  it('has labelled fields with the browser hints and limits of a log-in form, and sends on Enter', async () => {
    const { actionsOfType } = renderWithStore(<LoginForm />);
    const username = screen.getByLabelText('Email or username');
    expect(username).toBe(screen.getByTestId('login-username'));
    expect(username).toHaveAttribute('autocomplete', 'username');
    expect(username).toHaveAttribute('maxlength', '254');
    const password = screen.getByLabelText('Password');
    expect(password).toBe(screen.getByTestId('login-password'));
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(password).toHaveAttribute('maxlength', '128');
    expect(password).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBe(screen.getByTestId('login-remember'));

    // Enter in a field submits the form through its submit button.
    const submit = screen.getByTestId<HTMLButtonElement>('login-submit');
    expect(submit).toHaveAttribute('type', 'submit');
    expect(submit.form).toBe(screen.getByTestId('login-form'));
    type('login-username', 'fan1');
    type('login-password', 'secret-pass');
    await act(async () => {
      fireEvent.submit(screen.getByTestId('login-form'));
    });
    expect(actionsOfType(login.type)).toHaveLength(1);
  });

  it("wears the markup antd's form rendered, before and after a failed send", async () => {
    renderWithStore(
      <>
        <LoginForm />
        <Form layout="vertical" requiredMark={false} initialValues={{ remember: false }} data-testid="antd-form">
          <Form.Item label="Email or username" name="username" rules={[{ required: true, whitespace: true, message: 'Enter your email or username' }]}>
            <Input prefix={<UserOutlined />} />
          </Form.Item>
          <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Enter your password' }]}>
            <Input.Password prefix={<LockOutlined />} />
          </Form.Item>
          <Form.Item name="remember" valuePropName="checked" noStyle>
            <Checkbox>Remember me</Checkbox>
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large">
            Log in
          </Button>
        </Form>
      </>,
    );
    const mine = screen.getByTestId('login-form');
    const theirs = screen.getByTestId('antd-form');
    const parts = (form: HTMLElement) =>
      [form.cloneNode(false) as Element, ...form.querySelectorAll(':scope > .ant-form-item, .ant-checkbox-wrapper, .ant-btn')].map((el) => {
        // antd sizes the space under an error line from the item's computed margin, which jsdom does not lay out.
        const copy = el.cloneNode(true) as Element;
        copy.querySelector('.ant-form-item-margin-offset')?.remove();
        return markupShape(copy);
      });
    expect(parts(mine)).toEqual(parts(theirs));

    await act(async () => {
      fireEvent.submit(mine);
      fireEvent.submit(theirs);
    });
    await waitFor(() => expect(theirs.querySelectorAll('.ant-form-item-explain-error')).toHaveLength(2));
    expect(parts(mine)).toEqual(parts(theirs));
  });
});

describe('social sign-in buttons', () => {
  afterEach(() => {
    delete window.__FANSTAGE_CONFIG__;
  });
  const config = (googleClientId: string | null, twitterEnabled: boolean) => {
    window.__FANSTAGE_CONFIG__ = { hashPasswordOnClient: false, googleClientId, googleAuthUrl: 'https://accounts.example/auth', twitterEnabled };
  };

  it('are hidden when no provider is configured', () => {
    config(null, false);
    renderWithStore(<SocialButtons />);
    expect(screen.queryByTestId('social-google')).toBeNull();
    expect(screen.queryByTestId('social-twitter')).toBeNull();
  });

  it('offer only the providers the server is configured for', () => {
    config('client-1', false);
    renderWithStore(<SocialButtons />);
    expect(screen.getByTestId('social-google')).toHaveTextContent('Continue with Google');
    expect(screen.queryByTestId('social-twitter')).toBeNull();
  });

  it('show on the log-in page only where a provider is configured (their code loads only then)', async () => {
    config(null, false);
    const { unmount } = renderWithStore(<LoginPage />);
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByTestId('login-form')).toBeInTheDocument();
    expect(screen.queryByRole('separator')).toBeNull();
    expect(screen.queryByTestId('social-google')).toBeNull();
    unmount();

    config('client-1', true);
    renderWithStore(<LoginPage />);
    expect(await screen.findByTestId('social-google')).toHaveTextContent('Continue with Google');
    expect(screen.getByTestId('social-twitter')).toHaveTextContent('Continue with Twitter');
  });
});
