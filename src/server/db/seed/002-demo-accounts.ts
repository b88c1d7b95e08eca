// Demo accounts for a fresh install: an admin, two verified performers with profiles and two fans.
// Their logins are listed in README.md; every one uses DEMO_PASSWORD.
import { hashPassword, passwordAsSent } from '../../modules/auth/password';
import { createUsersRepo } from '../../modules/users/users.repo';
import type { NewUserRow } from '../../modules/users/users.table';
import { makeDemoAvatar } from './demo-images';
import { demoMediaSizesOf } from './demo-media-sizes';
import type { Seed, SeedContext } from './types';

export const DEMO_PASSWORD = 'fanstage123';

export interface DemoAccount {
  username: string;
  email: string;
  name: string;
  firstName: string;
  lastName: string;
  role: 'admin' | 'performer' | 'fan';
  /** Background of the generated initials avatar. */
  colour: string;
  bio?: string;
  gender?: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { username: 'admin', email: 'admin@fanstage.local', name: 'Site Admin', firstName: 'Site', lastName: 'Admin', role: 'admin', colour: '#475569' },
  {
    username: 'luna',
    email: 'luna@fanstage.local',
    name: 'Luna Rivers',
    firstName: 'Luna',
    lastName: 'Rivers',
    role: 'performer',
    colour: '#7c3aed',
    gender: 'female',
    bio: 'Singer and songwriter. Acoustic covers every week, live sessions on Fridays.',
  },
  {
    username: 'ava',
    email: 'ava@fanstage.local',
    name: 'Ava Stone',
    firstName: 'Ava',
    lastName: 'Stone',
    role: 'performer',
    colour: '#db2777',
    gender: 'female',
    bio: 'Fitness coach. Daily workouts, meal plans and a monthly live Q&A.',
  },
  { username: 'fan1', email: 'fan1@fanstage.local', name: 'Fan One', firstName: 'Fan', lastName: 'One', role: 'fan', colour: '#0891b2' },
  { username: 'fan2', email: 'fan2@fanstage.local', name: 'Fan Two', firstName: 'Fan', lastName: 'Two', role: 'fan', colour: '#059669' },
];

async function saveAvatar(ctx: SeedContext, account: DemoAccount): Promise<string | null> {
  try {
    const image = await makeDemoAvatar(account.name, account.colour, demoMediaSizesOf(ctx.config).avatar);
    const stored = await ctx.storage.save(image, { visibility: 'public', folder: 'avatars', ext: 'webp', contentType: 'image/webp' });
    return stored.key;
  } catch (e) {
    // An avatar is decoration: an account without one shows the placeholder image.
    ctx.log.info(`accounts: no avatar for ${account.username} (${(e as Error).message})`);
    return null;
  }
}

export const demoAccountsSeed: Seed = {
  name: '002 demo accounts',
  async run(ctx) {
    const { db, config, log } = ctx;
    const repo = createUsersRepo(db);
    let passwordHash: Promise<string> | null = null;

    for (const account of DEMO_ACCOUNTS) {
      if ((await repo.findByEmail(account.email)) || (await repo.findByUsername(account.username))) {
        log.info(`accounts: ${account.username} exists, skipped`);
        continue;
      }
      // argon2 is slow on purpose: hash once, only when an account is actually created.
      passwordHash ??= hashPassword(passwordAsSent(DEMO_PASSWORD, config.HASH_PASSWORD_ON_CLIENT));
      const avatarKey = await saveAvatar(ctx, account);
      const row: NewUserRow = {
        username: account.username,
        email: account.email,
        name: account.name,
        firstName: account.firstName,
        lastName: account.lastName,
        gender: account.gender ?? null,
        passwordHash: await passwordHash,
        roles: account.role === 'admin' ? ['user', 'admin'] : ['user'],
        isPerformer: account.role === 'performer',
        verifiedEmail: true,
        status: 'active',
        avatarKey,
      };
      try {
        await db.transaction(async (tx) => {
          const txRepo = createUsersRepo(tx);
          const user = await txRepo.insert(row);
          if (account.role === 'performer') {
            await txRepo.insertPerformerProfile({ userId: user.id, bio: account.bio ?? '', verificationStatus: 'verified', verifiedAt: new Date() });
          }
        });
      } catch (e) {
        if (avatarKey) await ctx.storage.remove(avatarKey);
        throw e;
      }
      log.info(`accounts: created ${account.role} ${account.username} <${account.email}>`);
    }
  },
};
