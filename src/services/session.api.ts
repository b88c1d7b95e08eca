// The calls of the shell's sagas, which every page loads: log in and out, who is logged in, the profile and
// password changes. They live apart from authService and userService (objects webpack keeps whole, with the
// sign-up, social log-in, avatar and search calls) so those load only with the pages that use them. Both
// services list these calls too.
import type { z } from 'zod';
import type { changePasswordBody, LoginBody, TokenResult } from '@/contracts/auth';
import type { CurrentUser, UpdateUserBody } from '@/contracts/users';
import { request } from '@/lib/request';

type Message = { message: string };
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

export const logIn = (body: LoginBody) => request<TokenResult>('/auth/login', { method: 'POST', body });

export const logOut = () => request<Message>('/auth/logout', { method: 'POST' });

/** The logged-in user, or data null for an anonymous visitor. On the server pass the visitor's Authorization. */
export const currentUser = (headers?: Record<string, string>) => request<CurrentUser | null>('/users/me', { headers });

export const updateProfile = (body: UpdateUserBody) => request<CurrentUser>('/users', { method: 'PUT', body });

export const changePassword = (body: ChangePasswordBody) => request<Message>('/auth/users/me/password', { method: 'PUT', body });
