// The account destinations of a logged-in person, in the groups the "More" menu, the account menu and the phone
// drawer show them in: a performer's tools by what they are for (content, audience, money), a fan's by what
// they follow and pay with, an admin's site tools, and the account settings for everyone. Each person sees the
// groups of their role only, so no list runs to two dozen entries. Only the menus that load on demand read
// this module: what every page draws (the header, the rail) takes its links from nav-items.ts.
import type { CurrentUser } from '@/contracts/users';
import { profilePathOf } from './nav-items';

export interface AccountLink {
  key:
    | 'profile' | 'goLive' | 'privateShows' | 'myPosts' | 'myVideos' | 'myGalleries' | 'myStore' | 'followers' | 'subscribers' | 'earnings' | 'payouts' | 'sales' | 'banking'
    | 'following' | 'bookmarks' | 'subscriptions' | 'orders' | 'addresses' | 'cart' | 'wallet' | 'walletTransactions' | 'paymentHistory' | 'cards'
    | 'messages'
    | 'account' | 'blacklist' | 'blockedCountries' | 'adminDashboard' | 'admin' | 'adminPerformers' | 'adminReports';
  label: string;
  href: string;
}

export interface AccountGroup {
  key: 'content' | 'audience' | 'money' | 'library' | 'shopping' | 'admin' | 'settings';
  label: string;
  links: AccountLink[];
}

type MenuUser = Pick<CurrentUser, '_id' | 'username' | 'isPerformer'>;

function performerGroups(user: MenuUser): AccountGroup[] {
  return [
    {
      key: 'content',
      label: 'Content',
      links: [
        { key: 'profile', label: 'My profile', href: profilePathOf(user) },
        { key: 'myPosts', label: 'My posts', href: '/creator/my-post' },
        { key: 'myVideos', label: 'My videos', href: '/creator/my-video' },
        { key: 'myGalleries', label: 'My galleries', href: '/creator/my-gallery' },
        { key: 'myStore', label: 'My store', href: '/creator/my-store' },
        { key: 'goLive', label: 'Go live', href: '/creator/live' },
        { key: 'privateShows', label: 'Private shows', href: '/creator/private-shows' },
        { key: 'bookmarks', label: 'Bookmarks', href: '/user/bookmarks' },
      ],
    },
    {
      key: 'audience',
      label: 'Audience',
      links: [
        { key: 'messages', label: 'Messages', href: '/messages' },
        { key: 'followers', label: 'Followers', href: '/creator/followers' },
        { key: 'subscribers', label: 'Subscribers', href: '/creator/my-subscriber' },
        { key: 'following', label: 'Following', href: '/user/following' },
        { key: 'blacklist', label: 'Blacklist', href: '/creator/blacklist' },
        { key: 'blockedCountries', label: 'Blocked countries', href: '/creator/block-countries' },
      ],
    },
    {
      key: 'money',
      label: 'Money',
      links: [
        { key: 'earnings', label: 'Earnings', href: '/creator/earning' },
        { key: 'payouts', label: 'Payout requests', href: '/creator/payout-request' },
        { key: 'sales', label: 'Store orders', href: '/creator/my-order' },
        { key: 'banking', label: 'Banking', href: '/creator/banking' },
      ],
    },
  ];
}

const fanGroups: AccountGroup[] = [
  {
    key: 'library',
    label: 'Following',
    links: [
      { key: 'messages', label: 'Messages', href: '/messages' },
      { key: 'following', label: 'Following', href: '/user/following' },
      { key: 'subscriptions', label: 'My subscriptions', href: '/user/my-subscription' },
      { key: 'bookmarks', label: 'Bookmarks', href: '/user/bookmarks' },
    ],
  },
  {
    key: 'shopping',
    label: 'Shopping',
    links: [
      { key: 'cart', label: 'Cart', href: '/cart' },
      { key: 'orders', label: 'My orders', href: '/user/orders' },
      { key: 'addresses', label: 'Delivery addresses', href: '/user/addresses' },
    ],
  },
  {
    key: 'money',
    label: 'Money',
    links: [
      { key: 'wallet', label: 'Wallet', href: '/wallet' },
      { key: 'walletTransactions', label: 'Wallet transactions', href: '/user/wallet-transaction' },
      { key: 'paymentHistory', label: 'Payment history', href: '/user/payment-history' },
      { key: 'cards', label: 'Saved cards', href: '/user/cards' },
    ],
  },
];

const adminGroup: AccountGroup = {
  key: 'admin',
  label: 'Admin',
  links: [
    { key: 'adminDashboard', label: 'Dashboard', href: '/admin' },
    { key: 'admin', label: 'Admin settings', href: '/admin/settings' },
    { key: 'adminPerformers', label: 'Performers to verify', href: '/admin/performers' },
    { key: 'adminReports', label: 'Reports', href: '/admin/reports' },
    { key: 'messages', label: 'Messages', href: '/messages' },
  ],
};

/**
 * Performers get their tools; an admin who is not a performer gets the site's tools (they do not buy); everyone
 * else the fan's groups. Settings close every list.
 */
export function accountGroups(user: MenuUser, isAdmin: boolean): AccountGroup[] {
  const groups = user.isPerformer ? performerGroups(user) : isAdmin ? [] : fanGroups;
  const admin = isAdmin ? [user.isPerformer ? { ...adminGroup, links: adminGroup.links.filter((l) => l.key !== 'messages') } : adminGroup] : [];
  const settings: AccountGroup = {
    key: 'settings',
    label: 'Settings',
    links: [{ key: 'account', label: 'Account', href: user.isPerformer ? '/creator/account' : '/user/account' }],
  };
  return [...groups, ...admin, settings];
}

/** Every link of the person's groups, in order. */
export function accountLinks(user: MenuUser, isAdmin: boolean): AccountLink[] {
  return accountGroups(user, isAdmin).flatMap((g) => g.links);
}
