// Small helpers shared by the account API tests: distinct client addresses (the auth routes are
// rate-limited per address), links from the outbox, and direct database reads.
import { count, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import type { Db } from '@/server/db/client';
import type { Mailer } from '@/server/mail/mailer';
import { sessions } from '@/server/modules/auth/auth.table';
import { users } from '@/server/modules/users/users.table';

let address = 0;
/** A fresh client IP for one inject call, so rate limits only bite where a test means them to. */
export function freshIp(): string {
  address++;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
}

/** The link of the newest email to `to` whose text contains `path`, with its token. */
export function lastLink(mailer: Mailer, to: string, path: string): { url: string; token: string } {
  const mail = [...mailer.sent].reverse().find((m) => m.to.toLowerCase() === to.toLowerCase() && m.text.includes(path));
  if (!mail) throw new Error(`No email to ${to} with a ${path} link (sent: ${mailer.sent.map((m) => `${m.to}: ${m.subject}`).join('; ')})`);
  const url = mail.text.match(/https?:\/\/\S+/g)?.find((u) => u.includes(path)) ?? '';
  return { url, token: new URL(url).searchParams.get('token') ?? '' };
}

export const mailsTo = (mailer: Mailer, to: string) => mailer.sent.filter((m) => m.to.toLowerCase() === to.toLowerCase());

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row.n;
}

export async function countSessions(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId));
  return row.n;
}

export async function userRow(db: Db, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Seconds between a token's issue and expiry. */
export function tokenLifetimeSeconds(token: string): number {
  const claims = decodeJwt(token);
  return (claims.exp ?? 0) - (claims.iat ?? 0);
}
