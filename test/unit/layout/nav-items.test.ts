// What the navigation rail, the bottom bar and the More menu offer each role.
import { accountGroups, accountLinks } from '@/components/layout/account-links';
import { barItems, isCurrent, navRoleOf, railItems } from '@/components/layout/nav-items';
import { currentUserFactory } from '../../helpers/current-user';

const fan = currentUserFactory({ username: 'fan1' });
const performer = currentUserFactory({ _id: 'p-1', username: 'luna', isPerformer: true });
const admin = currentUserFactory({ username: 'admin', roles: ['user', 'admin'] });

const keys = (items: Array<{ key: string }>) => items.map((i) => i.key);

describe('the role a person navigates as', () => {
  it('is performer for performers (admin or not), admin for other admins, fan otherwise', () => {
    expect(navRoleOf(fan, false)).toBe('fan');
    expect(navRoleOf(performer, false)).toBe('performer');
    expect(navRoleOf(performer, true)).toBe('performer');
    expect(navRoleOf(admin, true)).toBe('admin');
  });
});

describe('the rail', () => {
  it('gives a fan the feed, notifications, messages, bookmarks, subscriptions, the wallet and their profile', () => {
    expect(railItems(fan, 'fan').map((i) => `${i.label} ${i.href}`)).toEqual([
      'Home /home',
      'Notifications /notifications',
      'Messages /messages',
      'Bookmarks /user/bookmarks',
      'Subscriptions /user/my-subscription',
      'Wallet /wallet',
      'My profile /user/account',
    ]);
  });

  it('gives a performer a way to post and their public profile, and no fan entries', () => {
    const items = railItems(performer, 'performer');
    expect(keys(items)).toEqual(['home', 'notifications', 'messages', 'create', 'profile']);
    expect(items.find((i) => i.key === 'profile')?.href).toBe('/luna');
    expect(items.find((i) => i.key === 'create')?.href).toBe('/creator/my-post');
  });

  it('gives an admin the admin entry, and no wallet', () => {
    const items = railItems(admin, 'admin');
    expect(keys(items)).toEqual(['home', 'notifications', 'messages', 'admin']);
    expect(items.find((i) => i.key === 'admin')?.href).toBe('/admin');
  });

  it('links a performer without a username by id', () => {
    const noName = currentUserFactory({ _id: 'p-9', username: null, isPerformer: true });
    expect(railItems(noName, 'performer').find((i) => i.key === 'profile')?.href).toBe('/p-9');
  });
});

describe('the bottom bar', () => {
  it('holds four entries per role (More follows them): home, notifications, messages and the role’s own', () => {
    expect(keys(barItems(fan, 'fan'))).toEqual(['home', 'notifications', 'messages', 'profile']);
    expect(keys(barItems(performer, 'performer'))).toEqual(['home', 'notifications', 'messages', 'create']);
    expect(keys(barItems(admin, 'admin'))).toEqual(['home', 'notifications', 'messages', 'admin']);
  });
});

describe('the current entry', () => {
  it('is the one whose path is shown, or a page below it, ignoring the query', () => {
    expect(isCurrent({ href: '/messages' }, '/messages?toId=1')).toBe(true);
    expect(isCurrent({ href: '/user/bookmarks' }, '/user/bookmarks/videos')).toBe(true);
    expect(isCurrent({ href: '/home' }, '/homework')).toBe(false);
    expect(isCurrent({ href: '/home' }, '/wallet')).toBe(false);
  });
});

describe('the More menu’s groups', () => {
  const groupsOf = (...args: Parameters<typeof accountGroups>) => accountGroups(...args).map((g) => g.label);

  it('sorts a performer’s tools into Content, Audience, Money and Settings', () => {
    expect(groupsOf(performer, false)).toEqual(['Content', 'Audience', 'Money', 'Settings']);
    const [content, audience, money] = accountGroups(performer, false);
    expect(keys(content.links)).toContain('myPosts');
    expect(keys(content.links)).toContain('goLive');
    expect(keys(audience.links)).toEqual(expect.arrayContaining(['followers', 'subscribers', 'blacklist']));
    expect(keys(money.links)).toEqual(['earnings', 'payouts', 'sales', 'banking']);
    // No group runs long.
    for (const group of accountGroups(performer, false)) expect(group.links.length).toBeLessThanOrEqual(8);
  });

  it('gives fans fan things only', () => {
    expect(groupsOf(fan, false)).toEqual(['Following', 'Shopping', 'Money', 'Settings']);
    const links = keys(accountLinks(fan, false));
    expect(links).toEqual(expect.arrayContaining(['wallet', 'cart', 'subscriptions', 'bookmarks', 'account']));
    for (const creatorOnly of ['myPosts', 'earnings', 'followers', 'goLive', 'admin']) expect(links).not.toContain(creatorOnly);
  });

  it('gives an admin the site’s tools and settings, no wallet or cart; a performer who is an admin gets both', () => {
    expect(groupsOf(admin, true)).toEqual(['Admin', 'Settings']);
    expect(keys(accountLinks(admin, true))).not.toContain('wallet');
    expect(keys(accountLinks(admin, true))).toEqual(expect.arrayContaining(['adminDashboard', 'admin', 'adminPerformers', 'adminReports']));
    expect(groupsOf(performer, true)).toEqual(['Content', 'Audience', 'Money', 'Admin', 'Settings']);
  });

  it('lists each link once per person', () => {
    for (const [user, isAdmin] of [[fan, false], [performer, false], [performer, true], [admin, true]] as const) {
      const links = keys(accountLinks(user, isAdmin));
      expect(new Set(links).size).toBe(links.length);
    }
  });
});
