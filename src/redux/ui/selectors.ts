import type { RootState } from '../root-reducer';

export const selectUI = (state: RootState) => state.ui;
export const selectTheme = (state: RootState) => state.ui.theme;
export const selectSiteLogo = (state: RootState) =>
  state.ui.theme === 'dark' && state.ui.darkmodeLogo ? state.ui.darkmodeLogo : state.ui.logo;
