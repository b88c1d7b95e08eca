// What the side rail (desktop) and the bottom bar (phones) offer a logged-in person, by role. Fans get what
// they use every day (the feed, notifications, messages, saved posts, subscriptions, the wallet); performers a
// way to post and their public profile; admins the operators' console. The rest of the account sits behind More
// (account-links.ts, in groups). Plain data, so the shell's rail stays small and tests can read it.
import type { CurrentUser } from '@/contracts/users';
import type { ShellIconName } from './shell-icons';

export type NavRole = 'fan' | 'performer' | 'admin';

export interface NavItem {
  key: 'home' | 'notifications' | 'messages' | 'bookmarks' | 'subscriptions' | 'wallet' | 'create' | 'profile' | 'admin';
  label: string;
  href: string;
  icon: ShellIconName;
}

type NavUser = Pick<CurrentUser, '_id' | 'username' | 'isPerformer'>;

/** The site's own sections in the header, before the admin's menus. */
export const siteNavLinks = [{ key: 'performers', label: 'Performers', href: '/performers' }] as const;

/** A performer's public profile: /{username}, or /{id} without one. */
export const profilePathOf = (user: Pick<CurrentUser, '_id' | 'username'>) => `/${encodeURIComponent(user.username || user._id)}`;

/** A performer is a performer even with the admin role; the admin tools are in More for them. */
export const navRoleOf = (user: NavUser, isAdmin: boolean): NavRole => (user.isPerformer ? 'performer' : isAdmin ? 'admin' : 'fan');

const home: NavItem = { key: 'home', label: 'Home', href: '/home', icon: 'HomeOutlined' };
const notifications: NavItem = { key: 'notifications', label: 'Notifications', href: '/notifications', icon: 'BellOutlined' };
const messages: NavItem = { key: 'messages', label: 'Messages', href: '/messages', icon: 'MessageOutlined' };

/** The rail's entries, top to bottom (More follows them). */
export function railItems(user: NavUser, role: NavRole): NavItem[] {
  if (role === 'performer') {
    return [
      home,
      notifications,
      messages,
      { key: 'create', label: 'New post', href: '/creator/my-post', icon: 'PlusSquareOutlined' },
      { key: 'profile', label: 'My profile', href: profilePathOf(user), icon: 'UserOutlined' },
    ];
  }
  if (role === 'admin') {
    return [home, notifications, messages, { key: 'admin', label: 'Admin', href: '/admin', icon: 'SafetyOutlined' }];
  }
  return [
    home,
    notifications,
    messages,
    { key: 'bookmarks', label: 'Bookmarks', href: '/user/bookmarks', icon: 'BookOutlined' },
    { key: 'subscriptions', label: 'Subscriptions', href: '/user/my-subscription', icon: 'CrownOutlined' },
    { key: 'wallet', label: 'Wallet', href: '/wallet', icon: 'WalletOutlined' },
    { key: 'profile', label: 'My profile', href: '/user/account', icon: 'UserOutlined' },
  ];
}

/** The phone's bottom bar: four entries and More, the thumb's reach. */
export function barItems(user: NavUser, role: NavRole): NavItem[] {
  const rail = railItems(user, role);
  const fourth: NavItem['key'] = role === 'performer' ? 'create' : role === 'admin' ? 'admin' : 'profile';
  return [...rail.slice(0, 3), ...rail.filter((i) => i.key === fourth)];
}

/** Whether an entry is the page being shown (its path, or one below it). */
export function isCurrent(item: Pick<NavItem, 'href'>, path: string): boolean {
  const bare = path.split(/[?#]/)[0];
  return bare === item.href || bare.startsWith(`${item.href}/`);
}
