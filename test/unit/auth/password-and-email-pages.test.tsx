import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';
import { SocialCallback } from '@/components/auth/social-callback';
import { VerifyEmail } from '@/components/auth/verify-email';
import { loginSocial } from '@/redux/auth/actions';
import { fakeRouter, renderWithStore } from '../../helpers/render';

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const click = async (testId: string) => {
  await act(async () => {
    fireEvent.click(screen.getByTestId(testId));
  });
};
const message = (text: string) => ({ status: 0 as const, data: { message: text } });
const refused = (text: string) => ({ statusCode: 400, error: 'Bad Request', message: text });

/** Fills the reset form with a valid link's token and the same new password twice, and sends it. */
async function submitNewPassword(reset: jest.Mock) {
  renderWithStore(<ResetPasswordForm token={'t'.repeat(32)} reset={reset} />);
  type('reset-password', 'NewPass123');
  type('reset-confirm', 'NewPass123');
  await click('reset-submit');
}

describe('forgot password', () => {
  it('confirms the same way whatever the address, without saying whether an account exists', async () => {
    const forgot = jest.fn().mockResolvedValue(message('ok'));
    renderWithStore(<ForgotPasswordForm forgot={forgot} />);
    type('forgot-email', ' someone@example.com ');
    await click('forgot-submit');
    expect(forgot).toHaveBeenCalledWith('someone@example.com');
    expect(await screen.findByText('Check your email')).toBeInTheDocument();
    expect(screen.getByTestId('forgot-sent')).toHaveTextContent('If an account uses someone@example.com');
  });

  it('checks the address before sending', async () => {
    const forgot = jest.fn();
    renderWithStore(<ForgotPasswordForm forgot={forgot} />);
    type('forgot-email', 'nope');
    await click('forgot-submit');
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(forgot).not.toHaveBeenCalled();
  });
});

describe('reset password', () => {
  it('explains a link without a token', () => {
    renderWithStore(<ResetPasswordForm token={null} reset={jest.fn()} />);
    expect(screen.getByText('This reset link is incomplete')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send a new link' })).toHaveAttribute('href', '/auth/forgot-password');
  });

  it('sets the new password with the token and then offers the login page', async () => {
    const reset = jest.fn().mockResolvedValue(message('done'));
    await submitNewPassword(reset);
    await waitFor(() => expect(reset).toHaveBeenCalledWith({ token: 't'.repeat(32), password: 'NewPass123' }));
    expect(await screen.findByText('Your password has been changed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth/login');
  });

  it('shows why an expired link was refused and keeps the form', async () => {
    const reset = jest.fn().mockRejectedValue(refused('This reset link has expired. Ask for a new one.'));
    await submitNewPassword(reset);
    expect(await screen.findByText('This reset link has expired. Ask for a new one.')).toBeInTheDocument();
    expect(screen.getByTestId('reset-form')).toBeInTheDocument();
  });

  it('wants the confirmation to match', async () => {
    const reset = jest.fn();
    renderWithStore(<ResetPasswordForm token={'t'.repeat(32)} reset={reset} />);
    type('reset-password', 'NewPass123');
    type('reset-confirm', 'NewPass124');
    await click('reset-submit');
    expect(await screen.findByText('The two passwords do not match')).toBeInTheDocument();
    expect(reset).not.toHaveBeenCalled();
  });
});

describe('email verification', () => {
  it('verifies the token once when the page opens', async () => {
    const verify = jest.fn().mockResolvedValue(message('Your email address is verified. You can log in.'));
    renderWithStore(<VerifyEmail token="v-token-123456789012345" verify={verify} />);
    expect(await screen.findByTestId('verify-success')).toHaveTextContent('Your email address is verified');
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify).toHaveBeenCalledWith('v-token-123456789012345');
  });

  it('says why a link failed and lets the visitor ask for a new one', async () => {
    const verify = jest.fn().mockRejectedValue(refused('This verification link has expired.'));
    const resend = jest.fn().mockResolvedValue(message('If that address needs verifying, we sent a new link.'));
    renderWithStore(<VerifyEmail token="v-token-123456789012345" verify={verify} resend={resend} />);
    expect(await screen.findByTestId('verify-failed')).toHaveTextContent('This verification link has expired.');

    type('resend-email', 'fan@example.com');
    await click('resend-submit');
    await waitFor(() => expect(resend).toHaveBeenCalledWith('fan@example.com'));
    expect(await screen.findByText('If that address needs verifying, we sent a new link.')).toBeInTheDocument();
  });

  it('without a token offers only the resend form', () => {
    const verify = jest.fn();
    renderWithStore(<VerifyEmail token={null} verify={verify} />);
    expect(screen.getByTestId('verify-no-token')).toBeInTheDocument();
    expect(screen.getByTestId('resend-form')).toBeInTheDocument();
    expect(verify).not.toHaveBeenCalled();
  });
});

describe('social sign-in callback', () => {
  it('hands the session token to loginSocial', async () => {
    const finish = jest.fn().mockResolvedValue({ token: 'tok', expiresAt: '2030-01-01T00:00:00.000Z' });
    const router = fakeRouter('/auth/google/callback', { code: 'c-1', state: 'user' });
    const { actionsOfType } = renderWithStore(<SocialCallback provider="google" finish={finish} />, { router });
    await waitFor(() => expect(actionsOfType(loginSocial.type)).toHaveLength(1));
    expect(actionsOfType(loginSocial.type)[0].payload).toEqual({ token: 'tok', expiresAt: '2030-01-01T00:00:00.000Z' });
    expect(finish).toHaveBeenCalledWith({ code: 'c-1', state: 'user' }, window.location.origin);
  });

  it('shows what went wrong with a way back to the login page', async () => {
    const finish = jest.fn().mockRejectedValue({ message: 'This Twitter sign-in has expired. Please start it again from the login page.' });
    renderWithStore(<SocialCallback provider="twitter" finish={finish} />, { router: fakeRouter('/auth/twitter/callback') });
    const error = await screen.findByTestId('social-callback-error');
    expect(error).toHaveTextContent('Twitter sign-in did not complete');
    expect(error).toHaveTextContent('has expired');
    expect(screen.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/auth/login');
  });
});
