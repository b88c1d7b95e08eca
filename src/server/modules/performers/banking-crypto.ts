// Bank details at rest: AES-256-GCM with a key of its own derived (HKDF) from the app secret, so a database
// dump alone reveals nothing. The performer's id is bound in as additional data: a ciphertext copied onto
// another performer's row does not decrypt. Responses only ever carry the masked form.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { MaskedBanking } from '@/contracts/performers';

export interface BankDetails {
  accountHolderName: string;
  bankName: string;
  bankCountry: string;
  accountNumber: string;
  routingNumber: string;
  swiftCode: string;
}

const VERSION = 'v1';
const HKDF_LABEL = 'fanstage banking v1';
const IV_BYTES = 12;

export function bankingKey(secret: string): Buffer {
  if (!secret) throw new Error('Encrypting bank details needs a secret (config.jwtSecret).');
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), HKDF_LABEL, 32));
}

/** `v1.<iv>.<tag>.<ciphertext>`, each part base64url. */
export function encryptBanking(key: Buffer, performerId: string, details: BankDetails): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(performerId));
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(details), 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}

/** The stored details, or null when the value cannot be opened with this key (tampered, or the secret changed). */
export function decryptBanking(key: Buffer, performerId: string, stored: string): BankDetails | null {
  const [version, iv, tag, ciphertext] = stored.split('.');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(performerId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const plain = Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
    return JSON.parse(plain) as BankDetails;
  } catch {
    return null;
  }
}

/**
 * "123456789" -> "•••• 6789". Never more than half of a value is shown, so a short number stays hidden.
 * An empty value stays empty (routing and SWIFT codes are optional).
 */
export function maskNumber(value: string): string {
  if (!value) return '';
  const shown = Math.min(4, Math.floor(value.length / 2));
  return shown ? `•••• ${value.slice(value.length - shown)}` : '••••';
}

export function maskBanking(details: BankDetails, updatedAt: Date): MaskedBanking {
  return {
    accountHolderName: details.accountHolderName,
    bankName: details.bankName,
    bankCountry: details.bankCountry,
    accountNumber: maskNumber(details.accountNumber),
    routingNumber: maskNumber(details.routingNumber),
    swiftCode: maskNumber(details.swiftCode),
    updatedAt: updatedAt.toISOString(),
  };
}
