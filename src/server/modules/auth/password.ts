// Password hashing (argon2id). With HASH_PASSWORD_ON_CLIENT the browser sends SHA-256(password) and
// that string is what gets argon2-hashed here; seeds and CLIs use `passwordAsSent` to match.
import { createHash } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

export const hashPassword = (plain: string) => hash(plain);

export async function verifyPassword(storedHash: string | null, plain: string): Promise<boolean> {
  if (!storedHash) return false;
  try {
    return await verify(storedHash, plain);
  } catch {
    return false;
  }
}

/** What the client would send for this typed password. */
export function passwordAsSent(plain: string, hashOnClient: boolean): string {
  return hashOnClient ? createHash('sha256').update(plain).digest('hex') : plain;
}
