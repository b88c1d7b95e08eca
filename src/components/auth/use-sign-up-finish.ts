// What follows a sign-up. The server answers the same whether or not the address already had an account
// (so nobody learns who has one) and never logs in: when the site lets new accounts in before their address
// is verified, the page logs in with the credentials just typed; otherwise, or when that login fails (the
// address already had an account, whose owner we mailed), it shows the server's message.
import { useState } from 'react';
import type { RegisterResult } from '@/contracts/auth';
import { preparePassword } from '@/lib/password';
import { loginSocial } from '@/redux/auth/actions';
import { useAppDispatch } from '@/redux/hooks';
import { authService } from '@/services/auth.api';

export type LogIn = typeof authService.login;

export function useSignUpFinish(logIn: LogIn = authService.login) {
  const dispatch = useAppDispatch();
  const [sentMessage, setSentMessage] = useState<string | null>(null);

  async function finish(result: RegisterResult, credentials: { email: string; password: string }): Promise<void> {
    if (result.verifyEmailFirst) {
      setSentMessage(result.message);
      return;
    }
    try {
      const res = await logIn({ username: credentials.email, password: await preparePassword(credentials.password), remember: false });
      dispatch(loginSocial({ token: res.data.token, expiresAt: res.data.expiresAt }));
    } catch {
      setSentMessage(result.message);
    }
  }

  return { sentMessage, finish };
}
