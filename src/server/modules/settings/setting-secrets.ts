// Secret settings at rest (the Stripe keys, the SMTP password): AES-256-GCM with a key of their own derived
// (HKDF) from the app secret, the same way bank details are kept (performers/banking-crypto.ts), so a database
// dump alone reveals none of them. The setting's name is bound in as additional data: a ciphertext copied onto
// another key does not decrypt. Answers only ever carry the masked form.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const HKDF_LABEL = 'fanstage settings v1';
const IV_BYTES = 12;

export function settingsKey(secret: string): Buffer {
  if (!secret) throw new Error('Encrypting secret settings needs a secret (config.jwtSecret).');
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), HKDF_LABEL, 32));
}

/** `v1.<iv>.<tag>.<ciphertext>`, each part base64url. */
export function encryptSetting(key: Buffer, name: string, value: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(name));
  const ciphertext = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}

/** The stored value, or null when it cannot be opened with this key (tampered, or the app secret changed). */
export function decryptSetting(key: Buffer, name: string, stored: string): string | null {
  const [version, iv, tag, ciphertext] = stored.split('.');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(name));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/**
 * "sk_live_51Hx…9aZk" → "sk_live_…9aZk": the key's kind (its prefix) and, for a long value, its last four
 * characters, so an operator can tell which key is in use. A short value (a password) shows nothing of itself.
 */
export function maskSecret(value: string): string {
  if (!value) return '';
  const prefix = /^(?:sk|rk|pk|whsec)_(?:live_|test_)?/.exec(value)?.[0] ?? '';
  const tail = value.length - prefix.length >= 16 ? value.slice(-4) : '';
  return prefix || tail ? `${prefix}…${tail}` : '••••••';
}
