// The static flags a page declares; the app shell (pages/_app.tsx) reads them.
import type { NextPage } from 'next';

export type PageLayoutName = 'primary' | 'public' | 'blank' | 'home';
export type LayoutName = PageLayoutName | 'maintenance' | 'geoBlock';

export interface PageFlags {
  /** Layout around the page; primary when unset. */
  layout?: PageLayoutName;
  /** Only logged-in visitors; others go to /auth/login. */
  authenticate?: boolean;
  /** Only performers; others go to /auth/login. */
  onlyPerformer?: boolean;
  /** Only administrators; others go to /auth/login. */
  onlyAdmin?: boolean;
}

export type AppPage<P = Record<string, unknown>, IP = P> = NextPage<P, IP> & PageFlags;
