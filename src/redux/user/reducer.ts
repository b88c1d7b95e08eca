import { createReducer } from '@reduxjs/toolkit';
import { AVATAR_PLACEHOLDER } from '@/contracts/shell-values';
import type { CurrentUser } from '@/contracts/users';
import type { StoredError } from '@/lib/errors';
import { addUnits } from '@/lib/money';
import {
  setBalance,
  setUpdating,
  updateBalance,
  updateCurrentUser,
  updateCurrentUserAvatar,
  updateCurrentUserCover,
  updatePassword,
  updatePasswordFail,
  updatePasswordSuccess,
  updateUser,
  updateUserFail,
  updateUserSuccess,
} from './actions';

export interface UserState {
  current: CurrentUser;
  error: StoredError | null;
  updateSuccess: boolean;
  updating: boolean;
  updatedPassword: boolean;
}

/** The anonymous visitor: no id, the placeholder avatar, nothing in the wallet. */
export const emptyCurrentUser: CurrentUser = {
  _id: '',
  name: '',
  username: null,
  avatar: AVATAR_PLACEHOLDER,
  cover: null,
  isPerformer: false,
  bio: null,
  firstName: '',
  lastName: '',
  email: null,
  roles: [],
  status: 'active',
  verifiedEmail: false,
  pendingEmail: null,
  gender: null,
  country: null,
  balance: 0,
  performer: null,
  createdAt: '',
  updatedAt: '',
};

export const initialUserState: UserState = {
  current: emptyCurrentUser,
  error: null,
  updateSuccess: false,
  updating: false,
  updatedPassword: false,
};

const withAvatar = (user: CurrentUser): CurrentUser => ({ ...user, avatar: user.avatar || AVATAR_PLACEHOLDER });

export const userReducer = createReducer(initialUserState, (builder) => {
  builder
    .addCase(updateCurrentUser, (state, { payload }) => {
      state.current = withAvatar(payload);
    })
    .addCase(updateCurrentUserAvatar, (state, { payload }) => {
      state.current.avatar = payload || AVATAR_PLACEHOLDER;
    })
    .addCase(updateCurrentUserCover, (state, { payload }) => {
      state.current.cover = payload;
    })
    .addCase(updateUser, (state) => {
      state.updating = true;
      state.updateSuccess = false;
      state.error = null;
    })
    .addCase(updateUserSuccess, (state, { payload }) => {
      state.current = withAvatar(payload);
      state.updating = false;
      state.updateSuccess = true;
      state.error = null;
    })
    .addCase(updateUserFail, (state, { payload }) => {
      state.updating = false;
      state.updateSuccess = false;
      state.error = payload;
    })
    .addCase(updatePassword, (state) => {
      state.updating = true;
      state.updatedPassword = false;
      state.error = null;
    })
    .addCase(updatePasswordSuccess, (state) => {
      state.updating = false;
      state.updatedPassword = true;
      state.error = null;
    })
    .addCase(updatePasswordFail, (state, { payload }) => {
      state.updating = false;
      state.updatedPassword = false;
      state.error = payload;
    })
    .addCase(updateBalance, (state, { payload }) => {
      state.current.balance = addUnits(state.current.balance, payload.token);
    })
    .addCase(setBalance, (state, { payload }) => {
      state.current.balance = payload;
    })
    .addCase(setUpdating, (state, { payload }) => {
      state.updating = payload;
    });
});
