import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { LoginForm } from '@/components/auth/login-form';
import { LoginPage } from '@/components/auth/login-page';
import { SocialButtons } from '@/components/auth/social-buttons';
import { login } from '@/redux/auth/actions';
import { initialState, renderWithStore } from '../../helpers/render';

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('login form', () => {
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

  it('shows the button busy while the login request runs', () => {
    const base = initialState();
    renderWithStore(<LoginForm />, { state: { ...base, auth: { ...base.auth, loginAuth: { ...base.auth.loginAuth, requesting: true } } } });
    expect(screen.getByTestId('login-submit')).toHaveClass('ant-btn-loading');
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
