// Order numbers people can read out over the phone: "FS-" and 8 characters of Crockford's base32 (no I, L,
// O or U to confuse), about 10^12 possibilities. Uniqueness is the database's job: a clash draws again.
import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 8;

export function newOrderNumber(): string {
  const bytes = randomBytes(LENGTH);
  let code = '';
  // 256 is a multiple of 32, so taking each byte modulo 32 keeps every character equally likely.
  for (const byte of bytes) code += ALPHABET[byte % ALPHABET.length];
  return `FS-${code}`;
}
