// antd's theme names and the class its components wear, without antd: plain elements wearing antd's class
// names import these and load none of antd. antd's theme itself is antd-theme-config.ts.
import type { ThemeName } from '@/redux/ui/reducer';

export const THEME_NAMES: readonly ThemeName[] = ['light', 'dark'];

/**
 * The class antd puts on every component, to which its CSS variables are scoped. One class for both themes:
 * the variables' values follow `html[data-theme]` in the stylesheet, so markup rendered in one theme shows
 * the other correctly as soon as the pre-paint script has set the attribute.
 */
export const CSS_VAR_KEY = 'fs';
