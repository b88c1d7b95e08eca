// A stream key: `fsk_<key id>_<secret>`, made of the characters RTMP stream names allow (letters, digits, _ and -).
// The key id (96 random bits, hex) is public and finds the key's row; the secret (256 random bits, base64url)
// is known only to the performer and their software: the database keeps its SHA-256, compared in constant time.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

const KEY = /^fsk_([0-9a-f]{24})_([A-Za-z0-9_-]{43})$/;

export interface MadeStreamKey {
  key: string;
  keyId: string;
  secretHash: string;
  lastFour: string;
}

export const hashStreamSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

export function makeStreamKey(): MadeStreamKey {
  const keyId = randomBytes(12).toString('hex');
  const secret = randomBytes(32).toString('base64url');
  const key = `fsk_${keyId}_${secret}`;
  return { key, keyId, secretHash: hashStreamSecret(secret), lastFour: key.slice(-4) };
}

/** The key's two parts, or null when it is not shaped like a key. */
export function parseStreamKey(key: string): { keyId: string; secret: string } | null {
  const match = KEY.exec(key);
  return match ? { keyId: match[1]!, secret: match[2]! } : null;
}

/** Whether the secret hashes to the stored hash, in time that does not depend on where they differ. */
export function secretMatches(secret: string, storedHash: string): boolean {
  const given = Buffer.from(hashStreamSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
