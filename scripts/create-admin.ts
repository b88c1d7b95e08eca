// `npm run admin:create -- --email a@b.c --username boss --password '...'`: creates an admin account, or
// makes an existing user (found by email or username) an admin. Asks for whatever is missing.
import 'dotenv/config';
import readline from 'node:readline/promises';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import type { z } from 'zod';
import { emailSchema, passwordSchema, usernameSchema } from '../src/contracts/users';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { hashPassword, passwordAsSent } from '../src/server/modules/auth/password';
import { createUsersRepo } from '../src/server/modules/users/users.repo';
import type { UserRow } from '../src/server/modules/users/users.table';
import { loadOrCreateSecrets } from '../src/server/secrets';

const USAGE = `Usage: npm run admin:create -- [--email you@example.com] [--username you] [--password '...'] [--name 'Your Name']
Missing values are asked for. An existing account with that email or username is made an admin
(its password stays as it is).`;

class CliError extends Error {}

function valid<T extends z.ZodType>(schema: T, value: string, what: string): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new CliError(`${what}: ${parsed.error.issues.map((i) => i.message).join('; ')}.`);
  return parsed.data;
}

/** Questions on the terminal; with no terminal every value must come from the command line. */
function prompter() {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = process.stdin.isTTY ? readline.createInterface({ input: process.stdin, output, terminal: true }) : null;
  return {
    async ask(question: string, flag: string, opts: { hidden?: boolean } = {}): Promise<string> {
      if (!rl) throw new CliError(`Missing --${flag} (no terminal to ask on).\n${USAGE}`);
      if (!opts.hidden) return (await rl.question(question)).trim();
      process.stdout.write(question);
      muted = true;
      try {
        return await rl.question('');
      } finally {
        muted = false;
        process.stdout.write('\n');
      }
    },
    close: () => rl?.close(),
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      username: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const config = loadConfig(process.env, loadOrCreateSecrets(loadConfig().dataDir));
  const prompt = prompter();
  const database = await openDatabase(config);
  try {
    const repo = createUsersRepo(database.db);
    const describe = (u: UserRow) => `${u.username ?? '(no username)'} <${u.email ?? 'no email'}>`;
    /** The one account these identify, or null; two different accounts is a mistake worth stopping for. */
    const findExisting = async (email?: string, username?: string) => {
      const byEmail = email ? await repo.findByEmail(email) : null;
      const byUsername = username ? await repo.findByUsername(username) : null;
      if (byEmail && byUsername && byEmail.id !== byUsername.id) {
        throw new CliError(`${email} belongs to ${describe(byEmail)} but "${username}" to ${describe(byUsername)}. Give the email or the username of one account.`);
      }
      return byEmail ?? byUsername;
    };

    let email = values.email === undefined ? undefined : valid(emailSchema, values.email, 'Email');
    let username = values.username === undefined ? undefined : valid(usernameSchema, values.username, 'Username');
    if (!email && !username) email = valid(emailSchema, await prompt.ask('Email: ', 'email'), 'Email');
    const existing = await findExisting(email, username);
    const same = (a: string | null, b?: string) => !b || a?.toLowerCase() === b.toLowerCase();
    if (existing && !(same(existing.email, email) && same(existing.username, username))) {
      throw new CliError(`${describe(existing)} matches only one of the email and username given. Give just one to make that account an admin, or two unused ones for a new admin.`);
    }
    if (existing) {
      if (existing.roles.includes('admin')) {
        console.log(`${describe(existing)} is already an admin. Nothing changed.`);
        return;
      }
      await repo.update(existing.id, { roles: [...new Set([...existing.roles, 'admin'])] });
      console.log(`${describe(existing)} is now an admin.${values.password ? ' The password was left as it is.' : ''}`);
      return;
    }

    // A new account needs both; a value asked for now must not quietly pick some other account.
    email ??= valid(emailSchema, await prompt.ask('Email: ', 'email'), 'Email');
    username ??= valid(usernameSchema, await prompt.ask('Username: ', 'username'), 'Username');
    const taken = await findExisting(email, username);
    if (taken) {
      throw new CliError(`${describe(taken)} already exists. To make it an admin, run again with only --email ${taken.email ?? ''} or --username ${taken.username ?? ''}.`);
    }

    const password = values.password ?? (await prompt.ask('Password (at least 8 characters): ', 'password', { hidden: true }));
    valid(passwordSchema, password, 'Password');
    if (values.password === undefined && password !== (await prompt.ask('Repeat the password: ', 'password', { hidden: true }))) {
      throw new CliError('The two passwords differ. Nothing changed.');
    }
    const user = await repo.insert({
      email,
      username,
      name: values.name?.trim() || username,
      passwordHash: await hashPassword(passwordAsSent(password, config.HASH_PASSWORD_ON_CLIENT)),
      roles: ['user', 'admin'],
      verifiedEmail: true,
      status: 'active',
    });
    console.log(`Created admin ${user.username} <${user.email}>. Log in at ${config.appUrl}/auth/login.`);
  } finally {
    prompt.close();
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
