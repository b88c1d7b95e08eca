// Who may open a page and which layout frames it (docs/product.md, "Roles and permissions", "Screens and routes").
import { LOGIN_PATH } from './navigation';
import type { LayoutName, PageFlags, PageLayoutName } from './page';

export interface SessionView {
  loggedIn: boolean;
  authUser: { isPerformer: boolean; roles: string[] } | null;
}

/** Where to send a visitor who may not open this page, or null when they may. */
export function accessRedirect(flags: PageFlags, session: SessionView): string | null {
  if (!flags.authenticate && !flags.onlyPerformer && !flags.onlyAdmin) return null;
  const user = session.loggedIn ? session.authUser : null;
  if (!user) return LOGIN_PATH;
  if (flags.onlyPerformer && !user.isPerformer) return LOGIN_PATH;
  if (flags.onlyAdmin && !user.roles.includes('admin')) return LOGIN_PATH;
  return null;
}

export interface LayoutInput {
  maintenanceMode: boolean;
  isAdmin: boolean;
  pathname: string;
  geoBlocked: boolean;
  pageLayout?: PageLayoutName;
}

/** Maintenance first (admins pass, and the login page stays open so they can), then geo-block, then the page's own. */
export function chooseLayout({ maintenanceMode, isAdmin, pathname, geoBlocked, pageLayout }: LayoutInput): LayoutName {
  if (maintenanceMode && !isAdmin && pathname !== LOGIN_PATH) return 'maintenance';
  if (geoBlocked) return 'geoBlock';
  return pageLayout ?? 'primary';
}

/** Layouts that replace the page entirely: its content (and its data) is not rendered. */
export const isBlockingLayout = (name: LayoutName) => name === 'maintenance' || name === 'geoBlock';
