// The account destinations a logged-in visitor gets in the user menu.
import type { CurrentUser } from '@/contracts/users';

export interface AccountLink {
  key:
    | 'profile' | 'goLive' | 'privateShows' | 'myPosts' | 'myVideos' | 'myGalleries' | 'myStore' | 'followers' | 'subscribers' | 'earnings' | 'payouts' | 'sales' | 'banking'
    | 'following' | 'bookmarks' | 'subscriptions' | 'orders' | 'addresses' | 'cart' | 'wallet' | 'walletTransactions' | 'paymentHistory' | 'cards'
    | 'messages'
    | 'account' | 'blacklist' | 'blockedCountries' | 'admin' | 'adminPerformers' | 'adminReports';
  label: string;
  href: string;
}

type MenuUser = Pick<CurrentUser, '_id' | 'username' | 'isPerformer'>;

/** Performers see their public profile (/{username or id}) and followers; admins also get the site settings. */
export function accountLinks(user: MenuUser, isAdmin: boolean): AccountLink[] {
  const links: AccountLink[] = [];
  if (user.isPerformer) {
    links.push({ key: 'profile', label: 'My profile', href: `/${encodeURIComponent(user.username || user._id)}` });
    links.push({ key: 'goLive', label: 'Go live', href: '/creator/live' });
    links.push({ key: 'privateShows', label: 'Private shows', href: '/creator/private-shows' });
    links.push({ key: 'myPosts', label: 'My posts', href: '/creator/my-post' });
    links.push({ key: 'myVideos', label: 'My videos', href: '/creator/my-video' });
    links.push({ key: 'myGalleries', label: 'My galleries', href: '/creator/my-gallery' });
    links.push({ key: 'myStore', label: 'My store', href: '/creator/my-store' });
    links.push({ key: 'followers', label: 'Followers', href: '/creator/followers' });
    links.push({ key: 'subscribers', label: 'Subscribers', href: '/creator/my-subscriber' });
    links.push({ key: 'earnings', label: 'Earnings', href: '/creator/earning' });
    links.push({ key: 'payouts', label: 'Payout requests', href: '/creator/payout-request' });
    links.push({ key: 'sales', label: 'Store orders', href: '/creator/my-order' });
    links.push({ key: 'banking', label: 'Banking', href: '/creator/banking' });
  }
  links.push({ key: 'messages', label: 'Messages', href: '/messages' });
  links.push({ key: 'following', label: 'Following', href: '/user/following' });
  links.push({ key: 'bookmarks', label: 'Bookmarks', href: '/user/bookmarks' });
  links.push({ key: 'subscriptions', label: 'My subscriptions', href: '/user/my-subscription' });
  links.push({ key: 'orders', label: 'My orders', href: '/user/orders' });
  links.push({ key: 'addresses', label: 'Delivery addresses', href: '/user/addresses' });
  links.push({ key: 'cart', label: 'Cart', href: '/cart' });
  links.push({ key: 'wallet', label: 'Wallet', href: '/wallet' });
  links.push({ key: 'walletTransactions', label: 'Wallet transactions', href: '/user/wallet-transaction' });
  links.push({ key: 'paymentHistory', label: 'Payment history', href: '/user/payment-history' });
  links.push({ key: 'cards', label: 'Saved cards', href: '/user/cards' });
  links.push({ key: 'account', label: 'Account', href: user.isPerformer ? '/creator/account' : '/user/account' });
  if (user.isPerformer) {
    links.push({ key: 'blacklist', label: 'Blacklist', href: '/creator/blacklist' });
    links.push({ key: 'blockedCountries', label: 'Blocked countries', href: '/creator/block-countries' });
  }
  if (isAdmin) links.push({ key: 'admin', label: 'Admin settings', href: '/admin/settings' });
  if (isAdmin) {
    links.push({ key: 'adminPerformers', label: 'Performers to verify', href: '/admin/performers' });
    links.push({ key: 'adminReports', label: 'Reports', href: '/admin/reports' });
  }
  return links;
}

/** The site's own sections in the header, before the admin's menus. */
export const siteNavLinks = [{ key: 'performers', label: 'Performers', href: '/performers' }] as const;
