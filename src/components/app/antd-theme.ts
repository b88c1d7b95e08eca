// antd's theme for the site's two themes, in one place for the browser (app-providers.tsx) and for the static
// stylesheet made at build time (antd-stylesheet.tsx), so the file always matches what the components render.
import { theme as antdTheme, type ThemeConfig } from 'antd';
import type { ThemeName } from '@/redux/ui/reducer';

export const THEME_NAMES: readonly ThemeName[] = ['light', 'dark'];

/**
 * The class antd puts on every component, to which its CSS variables are scoped. One class for both themes:
 * the variables' values follow `html[data-theme]` in the stylesheet, so markup rendered in one theme shows
 * the other correctly as soon as the pre-paint script has set the attribute.
 */
export const CSS_VAR_KEY = 'fs';

export function antdThemeConfig(theme: ThemeName): ThemeConfig {
  return {
    algorithm: theme === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    cssVar: { key: CSS_VAR_KEY },
  };
}
