// Rows -> the audience-specific shapes of src/contracts/users.ts. Each builder lists its fields
// explicitly, so a column added later never reaches a response by accident.
import { AVATAR_PLACEHOLDER, type AdminUser, type CurrentUser, type PublicUser } from '@/contracts/users';
import { fromMinor } from '@/lib/money';
import type { Storage } from '../../media/storage';
import type { PerformerRow } from '../performers/performers.table';
import type { UserRow } from './users.table';

/** Wallet balances are stored in minor units and shown in currency units (docs/business-rules.md "Money: the ground rules"). */

export function createUserPresenter(storage: Pick<Storage, 'url' | 'assetUrl'>) {
  const avatarOf = (row: UserRow) => (row.avatarKey ? storage.url(row.avatarKey) : storage.assetUrl(AVATAR_PLACEHOLDER));
  const coverOf = (row: UserRow) => (row.coverKey ? storage.url(row.coverKey) : null);

  function publicUser(row: UserRow, performer: PerformerRow | null): PublicUser {
    return {
      _id: row.id,
      name: row.name,
      username: row.username,
      avatar: avatarOf(row),
      cover: coverOf(row),
      isPerformer: row.isPerformer,
      bio: row.isPerformer ? (performer?.bio ?? '') : null,
    };
  }

  function ownFields(row: UserRow) {
    return {
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      roles: row.roles,
      status: row.status,
      verifiedEmail: row.verifiedEmail,
      gender: row.gender,
      country: row.country,
      balance: fromMinor(row.balance),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  function currentUser(row: UserRow, performer: PerformerRow | null): CurrentUser {
    const pending = row.pendingEmail && row.pendingEmailExpiresAt && row.pendingEmailExpiresAt > new Date() ? row.pendingEmail : null;
    return {
      ...publicUser(row, performer),
      ...ownFields(row),
      pendingEmail: pending,
      performer: row.isPerformer && performer ? { bio: performer.bio, verificationStatus: performer.verificationStatus } : null,
    };
  }

  function adminUser(row: UserRow, performer: PerformerRow | null): AdminUser {
    return { ...publicUser(row, performer), ...ownFields(row), lastLoginAt: row.lastLoginAt?.toISOString() ?? null };
  }

  return { publicUser, currentUser, adminUser };
}
export type UserPresenter = ReturnType<typeof createUserPresenter>;
