import { createCaseReducer } from '../case-reducer';
import type { PublicSettings } from '@/contracts/settings';
import { publicSettingKeys, settingDefaults } from '@/contracts/shell-values';
import { updateSettings } from './actions';

export type SettingsState = PublicSettings;

/** The site's defaults until the server's public settings arrive; private settings never enter the client. */
export const initialSettingsState: SettingsState = Object.fromEntries(publicSettingKeys.map((key) => [key, settingDefaults[key]])) as PublicSettings;

export const settingsReducer = createCaseReducer(initialSettingsState, (builder) => {
  builder.addCase(updateSettings, (_state, { payload }) => payload);
});
