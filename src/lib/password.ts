// What the client sends as a password: its SHA-256 hex when the runtime flag is on, else as typed
// (docs/product.md, "Validation"). The log-in saga is part of every page, so the SHA-256 of browsers without
// WebCrypto (a page opened over plain http) is fetched only when such a browser sends a password.
import { getRuntimeConfig } from './runtime-config';

const toHex = (buffer: ArrayBuffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');

export async function hashPassword(password: string): Promise<string> {
  const bytes = new TextEncoder().encode(password);
  const subtle = globalThis.crypto?.subtle;
  if (subtle) return toHex(await subtle.digest('SHA-256', bytes));
  const { sha256Hex } = await import('./sha256');
  return sha256Hex(bytes);
}

export async function preparePassword(password: string, hashOnClient = getRuntimeConfig().hashPasswordOnClient): Promise<string> {
  return hashOnClient ? hashPassword(password) : password;
}
