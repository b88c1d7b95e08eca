// The account destinations a logged-in visitor gets in the user menu (spec §2 routes).
import type { CurrentUser } from '@/contracts/users';

export interface AccountLink {
  key: 'profile' | 'account' | 'admin';
  label: string;
  href: string;
}

type MenuUser = Pick<CurrentUser, '_id' | 'username' | 'isPerformer'>;

/** Performers see their public profile (/{username or id}); admins also get the site settings. */
export function accountLinks(user: MenuUser, isAdmin: boolean): AccountLink[] {
  const links: AccountLink[] = [];
  if (user.isPerformer) links.push({ key: 'profile', label: 'My profile', href: `/${encodeURIComponent(user.username || user._id)}` });
  links.push({ key: 'account', label: 'Account', href: user.isPerformer ? '/creator/account' : '/user/account' });
  if (isAdmin) links.push({ key: 'admin', label: 'Admin settings', href: '/admin/settings' });
  return links;
}
