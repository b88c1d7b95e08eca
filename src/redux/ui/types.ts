// The ui slice's shape, apart from its reducer: localStorage's mirror (storage.ts) and the actions read it too.
import type { PublicSettings } from '@/contracts/settings';

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
  /** The footer's static page links, read by the page bootstrap; missing when it could not read them. */
  footerPages?: FooterPage[];
}

/** A published static page as the footer links it (/page/{slug}). */
export interface FooterPage {
  _id: string;
  slug: string;
  title: string;
}
