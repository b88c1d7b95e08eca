import type { RootState } from '../root-reducer';

export const selectCurrentUser = (state: RootState) => state.user.current;
export const selectUserUpdating = (state: RootState) => state.user.updating;
export const selectUpdatedPassword = (state: RootState) => state.user.updatedPassword;
export const selectBalance = (state: RootState) => state.user.current.balance;
