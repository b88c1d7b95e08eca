// Where a user lands after logging in and who may open which page (docs/product.md, "Screens and routes",
// "Roles and permissions").
import type { CurrentUser } from '@/contracts/users';

type LandingUser = Pick<CurrentUser, '_id' | 'email' | 'username' | 'isPerformer'>;

export function landingPath(user: LandingUser): string {
  const complete = !!user.email && !!user.username;
  if (user.isPerformer) return complete ? `/${user.username || user._id}` : '/creator/account';
  return complete ? '/home' : '/user/account';
}

export const isAdminUser = (user: Pick<CurrentUser, 'roles'> | null | undefined): boolean => !!user?.roles?.includes('admin');
