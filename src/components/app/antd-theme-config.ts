// antd's theme for the site's two themes, in one place for the browser (antd-theme-provider.tsx) and for the static
// stylesheet made at build time (antd-stylesheet.tsx), so the file always matches what the components render.
// The theme's names and class are in antd-theme.ts, which imports nothing of antd: plain elements wear the class
// without loading antd's theme algorithms, as a module that imports this one would.
import { theme as antdTheme, type ThemeConfig } from 'antd';
import type { ThemeName } from '@/redux/ui/reducer';
import { CSS_VAR_KEY } from './antd-theme';

/**
 * The brand's purple as antd's primary, info and link colour, so antd's buttons, links, switches and focus rings
 * and the plain elements that read the same variables (common/plain-tokens.ts) wear it in both themes. Each
 * shade keeps text at WCAG AA contrast (4.5:1), as axe checks it (test/e2e/accessibility.e2e.ts): #7c3aed is
 * 5.7:1 on white, with white on it. In the dark theme antd's algorithm turns the seed #b197fc into #9983d9,
 * 5.8:1 on the dark container and 6.6:1 under black text: no purple both reads on the dark background and
 * carries white text, so primary buttons there have dark text. antd's secondary text (45% black or white) is
 * 3.4:1 on white, hence the darker tertiary text.
 */
export const BRAND_PRIMARY: Record<ThemeName, string> = { light: '#7c3aed', dark: '#b197fc' };

const brand = (theme: ThemeName) => ({ colorPrimary: BRAND_PRIMARY[theme], colorInfo: BRAND_PRIMARY[theme], colorLink: BRAND_PRIMARY[theme] });

const CONTRAST_TOKENS: Record<ThemeName, Pick<ThemeConfig, 'token' | 'components'>> = {
  light: {
    token: { ...brand('light'), colorTextTertiary: 'rgba(0, 0, 0, 0.6)' },
  },
  dark: {
    token: { ...brand('dark'), colorTextTertiary: 'rgba(255, 255, 255, 0.55)' },
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
