import { isAdminUser, landingPath } from '@/lib/landing';
import { accessRedirect, chooseLayout } from '@/lib/page-access';

const fan = { loggedIn: true, authUser: { isPerformer: false, roles: ['user'] } };
const performer = { loggedIn: true, authUser: { isPerformer: true, roles: ['user'] } };
const admin = { loggedIn: true, authUser: { isPerformer: false, roles: ['user', 'admin'] } };
const anonymous = { loggedIn: false, authUser: null };

describe('landing after login', () => {
  it('fan with email and username goes home', () => {
    expect(landingPath({ _id: 'f1', email: 'a@b.c', username: 'ann', isPerformer: false })).toBe('/home');
  });
  it('fan missing either goes to the account page', () => {
    expect(landingPath({ _id: 'f1', email: null, username: 'ann', isPerformer: false })).toBe('/user/account');
    expect(landingPath({ _id: 'f1', email: 'a@b.c', username: null, isPerformer: false })).toBe('/user/account');
  });
  it('performer with both goes to their profile', () => {
    expect(landingPath({ _id: 'p1', email: 'p@b.c', username: 'star', isPerformer: true })).toBe('/star');
  });
  it('performer missing either goes to the creator account page', () => {
    expect(landingPath({ _id: 'p1', email: 'p@b.c', username: null, isPerformer: true })).toBe('/creator/account');
    expect(landingPath({ _id: 'p1', email: '', username: 'star', isPerformer: true })).toBe('/creator/account');
  });
  it('knows an admin', () => {
    expect(isAdminUser({ roles: ['admin'] })).toBe(true);
    expect(isAdminUser({ roles: ['user'] })).toBe(false);
    expect(isAdminUser(null)).toBe(false);
  });
});

describe('page access flags', () => {
  it('open pages let anyone in', () => {
    expect(accessRedirect({}, anonymous)).toBeNull();
  });
  it('authenticate sends anonymous visitors to login', () => {
    expect(accessRedirect({ authenticate: true }, anonymous)).toBe('/auth/login');
    expect(accessRedirect({ authenticate: true }, fan)).toBeNull();
  });
  it('onlyPerformer sends fans and anonymous visitors to login', () => {
    expect(accessRedirect({ authenticate: true, onlyPerformer: true }, fan)).toBe('/auth/login');
    expect(accessRedirect({ onlyPerformer: true }, anonymous)).toBe('/auth/login');
    expect(accessRedirect({ authenticate: true, onlyPerformer: true }, performer)).toBeNull();
  });
  it('onlyAdmin lets only admins in', () => {
    expect(accessRedirect({ onlyAdmin: true }, performer)).toBe('/auth/login');
    expect(accessRedirect({ onlyAdmin: true }, admin)).toBeNull();
  });
  it('a stale authUser without loggedIn does not count', () => {
    expect(accessRedirect({ authenticate: true }, { loggedIn: false, authUser: fan.authUser })).toBe('/auth/login');
  });
});

describe('layout choice', () => {
  const base = { maintenanceMode: false, isAdmin: false, pathname: '/home', geoBlocked: false };
  it('uses the page layout, falling back to primary', () => {
    expect(chooseLayout({ ...base, pageLayout: 'blank' })).toBe('blank');
    expect(chooseLayout(base)).toBe('primary');
  });
  it('maintenance wins over everything for visitors', () => {
    expect(chooseLayout({ ...base, maintenanceMode: true, geoBlocked: true, pageLayout: 'home' })).toBe('maintenance');
  });
  it('admins and the login page are exempt from maintenance', () => {
    expect(chooseLayout({ ...base, maintenanceMode: true, isAdmin: true, pageLayout: 'home' })).toBe('home');
    expect(chooseLayout({ ...base, maintenanceMode: true, pathname: '/auth/login', pageLayout: 'public' })).toBe('public');
  });
  it('geo-block comes next', () => {
    expect(chooseLayout({ ...base, geoBlocked: true, pageLayout: 'home' })).toBe('geoBlock');
  });
});
