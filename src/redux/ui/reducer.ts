import { createReducer } from '@reduxjs/toolkit';
import { settingDefaults, type PublicSettings } from '@/contracts/settings';
import { loadUIValue, updateUIValue } from './actions';

export type ThemeName = 'light' | 'dark';

export interface UIState {
  siteName: string;
  logo: string;
  darkmodeLogo: string;
  menus: PublicSettings['menus'];
  favicon: string;
  theme: ThemeName;
  collapsed: boolean;
  /** The visitor's country is blocked site-wide: every page shows the geo-block layout. */
  geoBlocked: boolean;
}

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

export const uiReducer = createReducer(initialUIState, (builder) => {
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
