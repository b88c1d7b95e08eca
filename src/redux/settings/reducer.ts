import { createReducer } from '@reduxjs/toolkit';
import { settingDefaults, type PublicSettings } from '@/contracts/settings';
import { updateSettings } from './actions';

export type SettingsState = PublicSettings;

/** Spec §9 defaults until the server's public settings arrive. */
const { blockedCountries: _private, performerCommission: _commission, ...publicDefaults } = settingDefaults;
export const initialSettingsState: SettingsState = publicDefaults;

export const settingsReducer = createReducer(initialSettingsState, (builder) => {
  builder.addCase(updateSettings, (_state, { payload }) => payload);
});
