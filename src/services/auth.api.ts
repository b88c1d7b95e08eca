// Accounts API.
import type { z } from 'zod';
import type {
  RegisterResult,
  RegisterUserBody,
  TokenResult,
  googleLoginBody,
  googleTokenBody,
  twitterCallbackBody,
  twitterLoginBody,
  twitterLoginResult,
} from '@/contracts/auth';
import { request, upload, type UploadOptions } from '@/lib/request';
import { changePassword, logIn, logOut, type ChangePasswordBody } from './session.api';

type Message = { message: string };
export type { ChangePasswordBody };
export type GoogleLoginBody = z.input<typeof googleLoginBody>;
export type GoogleTokenBody = z.input<typeof googleTokenBody>;
export type TwitterLoginBody = z.input<typeof twitterLoginBody>;
export type TwitterLoginResult = z.infer<typeof twitterLoginResult>;
export type TwitterCallbackBody = z.input<typeof twitterCallbackBody>;

export const authService = {
  login: logIn,
  logout: logOut,
  register: (body: RegisterUserBody) => request<RegisterResult>('/auth/users/register', { method: 'POST', body }),
  /** Multipart: the registration fields plus the files idVerification and documentVerification. */
  registerPerformer: (form: FormData, onProgress?: (percent: number) => void, options: Omit<UploadOptions, 'onProgress'> = {}) =>
    upload<RegisterResult>('/auth/performers/register', form, { ...options, onProgress }),
  updatePassword: changePassword,
  forgot: (email: string) => request<Message>('/auth/users/forgot', { method: 'POST', body: { email } }),
  resetPassword: (body: { token: string; password: string }) =>
    request<Message>('/auth/users/reset-password', { method: 'POST', body }),
  /** Sends (again) the email-verification link to this address. */
  resendVerification: (email: string) => request<Message>('/auth/email-verification', { method: 'POST', body: { email } }),
  verifyEmail: (token: string) => request<Message>('/auth/email-verification/verify', { method: 'POST', body: { token } }),
  googleLogin: (body: GoogleLoginBody) => request<TokenResult>('/auth/google/login', { method: 'POST', body }),
  googleToken: (body: GoogleTokenBody) => request<TokenResult>('/auth/google/token', { method: 'POST', body }),
  twitterLogin: (body: TwitterLoginBody) => request<TwitterLoginResult>('/auth/twitter/login', { method: 'POST', body }),
  twitterCallback: (body: TwitterCallbackBody) => request<TokenResult>('/auth/twitter/callback', { method: 'POST', body }),
};
