// The six audiences the route-walking tests call every route as: anonymous, a fan, another fan, the owner
// performer, another performer and an admin. Each logged-in audience has a few sessions, used in turn:
// the write routes are rate-limited per session, and a batch of bad input to one route would otherwise
// run into that limit before it reached validation. Logins come from fresh addresses for the same reason.
import type { App } from '@/server/app';
import type { Db } from '@/server/db/client';
import { authHeader, createCast, type Cast, type TestUser } from '../factories/users';
import { freshIp } from './accounts';

export const SESSION_NAMES = ['anonymous', 'fan', 'otherFan', 'owner', 'otherPerformer', 'admin'] as const;
export type SessionName = (typeof SESSION_NAMES)[number];
export type LoggedIn = Exclude<SessionName, 'anonymous'>;

export interface Sessions {
  cast: Cast;
  userOf(name: LoggedIn): TestUser;
  /** Headers for the next request as `name`: its sessions in turn, none for anonymous. */
  headersOf(name: SessionName): Record<string, string>;
  /** A session of its own, for a call that ends the caller's sessions (logout, a new password). */
  fresh(name: LoggedIn): Promise<Record<string, string>>;
  /** New sessions for `name`, after a call that ended all the others (a password change). */
  renew(name: LoggedIn): Promise<void>;
}

async function login(app: Pick<App, 'inject'>, user: TestUser): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: freshIp(),
    payload: { username: user.username, password: user.password, remember: false },
  });
  if (res.statusCode !== 200) throw new Error(`Could not log in ${user.username}: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: { token: string } }).data.token;
}

export async function createSessions(app: Pick<App, 'inject'>, db: Db, opts: { perAudience?: number } = {}): Promise<Sessions> {
  const cast = await createCast(app, db, { name: 'Route Owner' });
  const userOf = (name: LoggedIn): TestUser => cast[name];
  const tokens = {} as Record<LoggedIn, string[]>;
  const logIn = async (name: LoggedIn, first?: string) => {
    tokens[name] = first ? [first] : [];
    while (tokens[name].length < (opts.perAudience ?? 1)) tokens[name].push(await login(app, userOf(name)));
  };
  for (const name of SESSION_NAMES) if (name !== 'anonymous') await logIn(name, cast.tokens[name]);
  const turn: Record<string, number> = {};
  return {
    cast,
    userOf,
    headersOf(name) {
      if (name === 'anonymous') return {};
      const i = (turn[name] = ((turn[name] ?? -1) + 1) % tokens[name].length);
      return authHeader(tokens[name][i]);
    },
    fresh: async (name) => authHeader(await login(app, userOf(name))),
    renew: (name) => logIn(name),
  };
}
