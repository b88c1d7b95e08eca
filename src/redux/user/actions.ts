import { createAction } from '@reduxjs/toolkit';
import type { CurrentUser, UpdateUserBody } from '@/contracts/users';
import { toStoredError } from '@/lib/errors';

export interface UpdatePasswordPayload {
  password: string;
  source?: 'user' | 'performer';
}

/** Full replace of the current user. */
export const updateCurrentUser = createAction<CurrentUser>('user/updateCurrentUser');
export const updateCurrentUserAvatar = createAction<string>('user/updateCurrentUserAvatar');
export const updateCurrentUserCover = createAction<string>('user/updateCurrentUserCover');
/** Saga: PUT /users, then updateUserSuccess / updateUserFail with a toast. */
export const updateUser = createAction<UpdateUserBody>('user/updateUser');
export const updateUserSuccess = createAction<CurrentUser>('user/updateUserSuccess');
export const updateUserFail = createAction('user/updateUserFail', (error: unknown) => ({ payload: toStoredError(error) }));
/** Saga: PUT /auth/users/me/password, then updatePasswordSuccess / updatePasswordFail with a toast. */
export const updatePassword = createAction<UpdatePasswordPayload>('user/updatePassword');
export const updatePasswordSuccess = createAction('user/updatePasswordSuccess');
export const updatePasswordFail = createAction('user/updatePasswordFail', (error: unknown) => ({ payload: toStoredError(error) }));
/** A wallet change pushed by the server: `token` (currency units, may be negative) is added to the balance. */
export const updateBalance = createAction<{ token: number }>('user/updateBalance');
/** The balance as the server holds it, read when the realtime socket (re)connects: it replaces the shown one. */
export const setBalance = createAction<number>('user/setBalance');
export const setUpdating = createAction<boolean>('user/setUpdating');
