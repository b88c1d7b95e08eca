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

/**
 * Colours changed from antd's defaults so text reads at WCAG AA contrast (4.5:1) in both themes, as axe
 * checks it (test/e2e/accessibility.e2e.ts). antd's blue (#1677ff) is 4.1:1 on white, with white on it, and its
 * dark-theme blue (#1668dc) 3.6:1 on the dark background; its secondary text (45% black or white) 3.4:1 on
 * white. In the dark theme no blue both reads on the dark background and carries white text, so primary
 * buttons there have dark text on a brighter blue.
 */
const CONTRAST_TOKENS: Record<ThemeName, Pick<ThemeConfig, 'token' | 'components'>> = {
  light: {
    token: { colorPrimary: '#0958d9', colorInfo: '#0958d9', colorLink: '#0958d9', colorTextTertiary: 'rgba(0, 0, 0, 0.6)' },
  },
  dark: {
    token: { colorPrimary: '#5a9cff', colorInfo: '#5a9cff', colorLink: '#5a9cff', colorTextTertiary: 'rgba(255, 255, 255, 0.55)' },
    components: { Button: { primaryColor: '#000000' } },
  },
};

export function antdThemeConfig(theme: ThemeName): ThemeConfig {
  return {
    algorithm: theme === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    cssVar: { key: CSS_VAR_KEY },
    ...CONTRAST_TOKENS[theme],
  };
}
