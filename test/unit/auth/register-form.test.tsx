import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { RegisterForm } from '@/components/auth/register-form';
import { loginSocial } from '@/redux/auth/actions';
import type { authService } from '@/services/auth.api';
import { renderWithStore } from '../../helpers/render';

type Register = typeof authService.register;
type LogIn = typeof authService.login;
const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByTestId('register-submit'));
  });
}

function fill(overrides: Partial<Record<'name' | 'username' | 'email' | 'password' | 'confirm', string>> = {}) {
  const v = { name: 'New Fan', username: 'new_fan', email: 'new@example.com', password: 'Str0ngPass!', confirm: 'Str0ngPass!', ...overrides };
  for (const [field, value] of Object.entries(v)) type(`register-${field}`, value);
  fireEvent.click(screen.getByTestId('register-terms'));
}

describe('fan registration form', () => {
  it('shows the contract rules for username, email, password, confirmation and terms', async () => {
    const register = jest.fn<ReturnType<Register>, Parameters<Register>>();
    renderWithStore(<RegisterForm register={register} />);
    type('register-username', 'ab');
    type('register-email', 'not-an-email');
    type('register-password', 'short');
    type('register-confirm', 'different');
    await submit();
    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(await screen.findByText('The two passwords do not match')).toBeInTheDocument();
    expect(await screen.findByText('Accept the terms to continue')).toBeInTheDocument();
    expect(register).not.toHaveBeenCalled();
  });

  it('refuses usernames with characters other than letters, digits and underscores', async () => {
    renderWithStore(<RegisterForm register={jest.fn()} />);
    type('register-username', 'has space');
    await submit();
    expect(await screen.findByText('Username may use only letters, digits and underscores')).toBeInTheDocument();
  });

  it('registers, then logs the fan in with the email and password just typed', async () => {
    const register = jest.fn<ReturnType<Register>, Parameters<Register>>().mockResolvedValue({
      status: 0,
      data: { message: 'Thank you for signing up.', verifyEmailFirst: false },
    });
    const logIn = jest.fn<ReturnType<LogIn>, Parameters<LogIn>>().mockResolvedValue({ status: 0, data: { token: 'tok-2', expiresAt: '2030-01-01T00:00:00.000Z' } });
    const { actionsOfType } = renderWithStore(<RegisterForm register={register} logIn={logIn} />);
    fill();
    await submit();
    await waitFor(() => expect(register).toHaveBeenCalledTimes(1));
    expect(register.mock.calls[0][0]).toEqual({ name: 'New Fan', username: 'new_fan', email: 'new@example.com', password: 'Str0ngPass!', gender: undefined });
    await waitFor(() => expect(actionsOfType(loginSocial.type)).toHaveLength(1));
    expect(logIn.mock.calls).toEqual([[{ username: 'new@example.com', password: 'Str0ngPass!', remember: false }]]);
    expect(actionsOfType(loginSocial.type)[0].payload).toEqual({ token: 'tok-2', expiresAt: '2030-01-01T00:00:00.000Z' });
  });

  it('shows the same message, and no error, when that login fails (the address already had an account)', async () => {
    const message = 'Thank you for signing up. We have sent a message to new@example.com. Open it to go on: it says what to do next.';
    const register = jest.fn<ReturnType<Register>, Parameters<Register>>().mockResolvedValue({ status: 0, data: { message, verifyEmailFirst: false } });
    const logIn = jest.fn<ReturnType<LogIn>, Parameters<LogIn>>().mockRejectedValue({ statusCode: 400, error: 'Bad Request', message: 'Incorrect credentials!' });
    const { actionsOfType } = renderWithStore(<RegisterForm register={register} logIn={logIn} />);
    fill();
    await submit();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText('Incorrect credentials!')).toBeNull();
    expect(actionsOfType(loginSocial.type)).toHaveLength(0);
  });

  it('asks the fan to verify the email when the site wants that first, without logging in', async () => {
    const register = jest.fn<ReturnType<Register>, Parameters<Register>>().mockResolvedValue({
      status: 0,
      data: { message: 'Open the link we sent to new@example.com to verify your address, then log in.', verifyEmailFirst: true },
    });
    const logIn = jest.fn<ReturnType<LogIn>, Parameters<LogIn>>();
    renderWithStore(<RegisterForm register={register} logIn={logIn} />);
    fill();
    await submit();
    expect(await screen.findByText('Check your email')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to log in' })).toHaveAttribute('href', '/auth/login');
    expect(logIn).not.toHaveBeenCalled();
  });

  it("shows the server's reason when registration is refused", async () => {
    const register = jest.fn<ReturnType<Register>, Parameters<Register>>().mockRejectedValue({
      statusCode: 409,
      error: 'Conflict',
      message: 'That username is taken. Choose another one.',
    });
    renderWithStore(<RegisterForm register={register} />);
    fill();
    await submit();
    expect(await screen.findByText('That username is taken. Choose another one.')).toBeInTheDocument();
    expect(screen.getByTestId('register-form')).toBeInTheDocument();
  });
});
