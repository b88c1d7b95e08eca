// Shared by the wallet tests: a logged-in fan with a balance and the site's money limits.
import type { CurrentUser } from '@/contracts/users';
import { initialState, loggedInState } from './render';
import { currentUserFactory } from './current-user';

export type SettingsState = ReturnType<typeof initialState>['settings'];

export function fanState(user: Partial<CurrentUser> = {}, settings: Partial<SettingsState> = {}) {
  const base = initialState();
  return loggedInState(currentUserFactory({ _id: 'fan-1', balance: 10, ...user }), { ...base, settings: { ...base.settings, ...settings } });
}

export const UUID = /^[0-9a-f-]{32,36}$/;
