// Typed factories for accounts: rows inserted straight through the users repo (no HTTP), plus helpers
// that log in through the real login route.
import { eq } from 'drizzle-orm';
import { INTERNAL_SECRET_HEADER } from '@/contracts/common';
import type { App } from '@/server/app';
import type { Db } from '@/server/db/client';
import { userBlocks } from '@/server/modules/block/block.table';
import { hashPassword } from '@/server/modules/auth/password';
import { performers, type PerformerRow } from '@/server/modules/performers/performers.table';
import { createUsersRepo, type NewPerformerRow } from '@/server/modules/users/users.repo';
import type { NewUserRow, UserRow } from '@/server/modules/users/users.table';

export const DEFAULT_PASSWORD = 'Password123!';

export type UserOverrides = Partial<NewUserRow> & { password?: string };
export type PerformerOverrides = UserOverrides & { performer?: Partial<Omit<NewPerformerRow, 'userId'>> };

/** A user row plus the plain password that logs it in. */
export type TestUser = UserRow & { password: string };
export type TestPerformer = TestUser & { performer: PerformerRow };

let sequence = 0;
const unique = () => `${Date.now().toString(36)}${(++sequence).toString(36)}${Math.random().toString(36).slice(2, 5)}`;

// argon2 is slow on purpose; every factory user with the default password shares one hash.
let defaultHash: Promise<string> | null = null;
const hashFor = (password: string) => {
  if (password !== DEFAULT_PASSWORD) return hashPassword(password);
  defaultHash ??= hashPassword(DEFAULT_PASSWORD);
  return defaultHash;
};

/** A fan: active, email verified, unique username and email. */
export async function createUser(db: Db, overrides: UserOverrides = {}): Promise<TestUser> {
  const { password = DEFAULT_PASSWORD, ...row } = overrides;
  const handle = `user_${unique()}`;
  const user = await createUsersRepo(db).insert({
    name: `Test ${handle}`,
    firstName: 'Test',
    lastName: handle,
    username: handle,
    email: `${handle}@example.test`,
    verifiedEmail: true,
    passwordHash: await hashFor(password),
    ...row,
  });
  return { ...user, password };
}

/** A performer with a profile; verified by default (pass `performer: { verificationStatus: 'pending' }`). */
export async function createPerformer(db: Db, overrides: PerformerOverrides = {}): Promise<TestPerformer> {
  const { performer: profile, ...userOverrides } = overrides;
  const handle = `performer_${unique()}`;
  const user = await createUser(db, {
    name: `Performer ${handle}`,
    username: handle,
    email: `${handle}@example.test`,
    isPerformer: true,
    ...userOverrides,
  });
  const performer = await createUsersRepo(db).insertPerformerProfile({
    userId: user.id,
    bio: `Hello, I am ${handle}.`,
    verificationStatus: 'verified',
    ...profile,
  });
  return { ...user, performer };
}

/** An operator account (roles user + admin). */
export async function createAdmin(db: Db, overrides: UserOverrides = {}): Promise<TestUser> {
  const handle = `admin_${unique()}`;
  return createUser(db, { name: `Admin ${handle}`, username: handle, email: `${handle}@example.test`, roles: ['user', 'admin'], ...overrides });
}

/** Logs in through POST /api/auth/login and returns the session token. */
export async function loginAs(
  app: Pick<App, 'inject'>,
  user: Pick<TestUser, 'username' | 'email' | 'password'>,
  opts: { remember?: boolean } = {},
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: user.username ?? user.email, password: user.password, remember: opts.remember ?? false },
  });
  if (res.statusCode !== 200) throw new Error(`loginAs(${user.username ?? user.email}) failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: { token: string } }).data.token;
}

export const authHeader = (token: string) => ({ authorization: `Bearer ${token}` });

/** The six audiences every route is tested with (anonymous is simply no token). */
export interface Cast {
  fan: TestUser;
  otherFan: TestUser;
  owner: TestPerformer;
  otherPerformer: TestPerformer;
  admin: TestUser;
  tokens: { fan: string; otherFan: string; owner: string; otherPerformer: string; admin: string };
}

export async function createCast(app: Pick<App, 'inject'>, db: Db, owner: PerformerOverrides = {}): Promise<Cast> {
  const cast = {
    fan: await createUser(db),
    otherFan: await createUser(db),
    owner: await createPerformer(db, owner),
    otherPerformer: await createPerformer(db),
    admin: await createAdmin(db),
  };
  const tokens = {
    fan: await loginAs(app, cast.fan),
    otherFan: await loginAs(app, cast.otherFan),
    owner: await loginAs(app, cast.owner),
    otherPerformer: await loginAs(app, cast.otherPerformer),
    admin: await loginAs(app, cast.admin),
  };
  return { ...cast, tokens };
}

/** Addresses geoip-country places in a country, for requests "from" there. */
export const COUNTRY_IPS = { GB: '81.2.69.160', US: '8.8.8.8' } as const;

/** Headers that make a request come from `country`, as the app's own server-side calls pass it. */
export const fromCountry = (country: keyof typeof COUNTRY_IPS, internalSecret: string) => ({
  'x-client-ip': COUNTRY_IPS[country],
  [INTERNAL_SECRET_HEADER]: internalSecret,
});

/** A performer blocking a user, written straight to the table (the block routes are tested on their own). */
export async function blockUser(db: Db, performerId: string, userId: string): Promise<void> {
  await db.insert(userBlocks).values({ performerId, userId, reason: 'test' }).onConflictDoNothing();
}

export async function setBlockedCountries(db: Db, performerId: string, countryCodes: string[]): Promise<void> {
  await db.update(performers).set({ blockedCountries: countryCodes }).where(eq(performers.userId, performerId));
}
