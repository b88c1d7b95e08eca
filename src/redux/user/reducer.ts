import { createCaseReducer } from '../case-reducer';
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
const withCurrent = (state: UserState, change: Partial<CurrentUser>): UserState => ({ ...state, current: { ...state.current, ...change } });

export const userReducer = createCaseReducer(initialUserState, (builder) => {
  builder
    .addCase(updateCurrentUser, (state, { payload }) => ({ ...state, current: withAvatar(payload) }))
    .addCase(updateCurrentUserAvatar, (state, { payload }) => withCurrent(state, { avatar: payload || AVATAR_PLACEHOLDER }))
    .addCase(updateCurrentUserCover, (state, { payload }) => withCurrent(state, { cover: payload }))
    .addCase(updateUser, (state) => ({ ...state, updating: true, updateSuccess: false, error: null }))
    .addCase(updateUserSuccess, (state, { payload }) => ({ ...state, current: withAvatar(payload), updating: false, updateSuccess: true, error: null }))
    .addCase(updateUserFail, (state, { payload }) => ({ ...state, updating: false, updateSuccess: false, error: payload }))
    .addCase(updatePassword, (state) => ({ ...state, updating: true, updatedPassword: false, error: null }))
    .addCase(updatePasswordSuccess, (state) => ({ ...state, updating: false, updatedPassword: true, error: null }))
    .addCase(updatePasswordFail, (state, { payload }) => ({ ...state, updating: false, updatedPassword: false, error: payload }))
    .addCase(updateBalance, (state, { payload }) => withCurrent(state, { balance: addUnits(state.current.balance, payload.token) }))
    .addCase(setBalance, (state, { payload }) => withCurrent(state, { balance: payload }))
    .addCase(setUpdating, (state, { payload }) => ({ ...state, updating: payload }));
});
