// The logged-in user fixture shared by the component and client tests.
import type { CurrentUser } from '@/contracts/users';
import { emptyCurrentUser } from '@/redux/user/reducer';

/** A logged-in user as GET /users/me returns it, with overrides. */
export function currentUserFactory(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    ...emptyCurrentUser,
    _id: 'u-1',
    name: 'Ann Fan',
    firstName: 'Ann',
    lastName: 'Fan',
    username: 'annfan',
    email: 'ann@example.com',
    avatar: '/files/avatar.jpg',
    roles: ['user'],
    balance: 10,
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A logged-in performer whose account is verified (they may publish), with overrides. */
export const verifiedPerformerFactory = (overrides: Partial<CurrentUser> = {}): CurrentUser =>
  currentUserFactory({ isPerformer: true, performer: { bio: '', verificationStatus: 'verified' }, ...overrides });

/** The page is for logged-in performers only (its access flags). */
export function expectPerformerOnlyPage(page: { authenticate?: boolean; onlyPerformer?: boolean }) {
  expect(page.authenticate).toBe(true);
  expect(page.onlyPerformer).toBe(true);
}
