import type { RootState } from '../root-reducer';

export const selectLoggedIn = (state: RootState) => state.auth.loggedIn;
export const selectAuthUser = (state: RootState) => state.auth.authUser;
export const selectLoginAuth = (state: RootState) => state.auth.loginAuth;
export const selectIsAdmin = (state: RootState) => !!state.auth.authUser?.roles.includes('admin');
