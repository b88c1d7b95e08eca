import type { RootState } from '../root-reducer';

export const selectCurrentUser = (state: RootState) => state.user.current;
export const selectUserError = (state: RootState) => state.user.error;
export const selectUserUpdating = (state: RootState) => state.user.updating;
export const selectUpdateSuccess = (state: RootState) => state.user.updateSuccess;
export const selectUpdatedPassword = (state: RootState) => state.user.updatedPassword;
export const selectBalance = (state: RootState) => state.user.current.balance;
