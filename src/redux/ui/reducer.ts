import { createCaseReducer } from '../case-reducer';
import type { PublicSettings } from '@/contracts/settings';
import { settingDefaults } from '@/contracts/shell-values';
import { loadUIValue, updateUIValue } from './actions';
import type { ThemeName, UIState } from './types';

export type { ThemeName, UIState };

export const initialUIState: UIState = {
  siteName: settingDefaults.siteName,
  logo: '',
  darkmodeLogo: '',
  menus: [],
  favicon: '/favicon.ico',
  theme: 'light',
  collapsed: false,
  geoBlocked: false,
};

export const uiReducer = createCaseReducer(initialUIState, (builder) => {
  builder
    .addCase(updateUIValue, (state, { payload }) => ({ ...state, ...payload }))
    .addCase(loadUIValue, (state, { payload }) => ({ ...state, ...payload }));
});

/** The ui values that come from site settings (set by the page bootstrap). */
export function uiValuesFromSettings(settings: PublicSettings): Partial<UIState> {
  return {
    siteName: settings.siteName,
    logo: settings.logoUrl,
    darkmodeLogo: settings.darkmodeLogoUrl,
    menus: settings.menus,
    favicon: settings.favicon || initialUIState.favicon,
  };
}
