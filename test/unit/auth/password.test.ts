import '../../helpers/browser-globals';
import { createHash, webcrypto } from 'node:crypto';
import { hashPassword, preparePassword } from '@/lib/password';
import { sha256Hex } from '@/lib/sha256';

const nodeSha = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

describe('client password hashing', () => {
  const originalCrypto = globalThis.crypto;
  afterEach(() => {
    Object.defineProperty(globalThis, 'crypto', { value: originalCrypto, configurable: true });
    delete window.__FANSTAGE_CONFIG__;
  });

  it('sends the password as typed when the runtime flag is off', async () => {
    window.__FANSTAGE_CONFIG__ = { hashPasswordOnClient: false, googleClientId: null, googleAuthUrl: '', twitterEnabled: false };
    await expect(preparePassword('s3cret pass')).resolves.toBe('s3cret pass');
  });

  it('sends the SHA-256 hex when the runtime flag is on', async () => {
    window.__FANSTAGE_CONFIG__ = { hashPasswordOnClient: true, googleClientId: null, googleAuthUrl: '', twitterEnabled: false };
    await expect(preparePassword('s3cret pass')).resolves.toBe(nodeSha('s3cret pass'));
  });

  it('hashes through WebCrypto when the page has it', async () => {
    const digest = jest.fn((alg: string, data: BufferSource) => webcrypto.subtle.digest(alg, data));
    Object.defineProperty(globalThis, 'crypto', { value: { subtle: { digest } }, configurable: true });
    await expect(hashPassword('pässwörd')).resolves.toBe(nodeSha('pässwörd'));
    expect(digest).toHaveBeenCalledWith('SHA-256', expect.anything());
  });

  it('hashes without WebCrypto (plain-http pages) and gets the same answer', async () => {
    Object.defineProperty(globalThis, 'crypto', { value: undefined, configurable: true });
    await expect(hashPassword('pässwörd')).resolves.toBe(nodeSha('pässwörd'));
  });

  it('the fallback SHA-256 matches at every padding boundary', () => {
    for (const length of [0, 1, 55, 56, 57, 63, 64, 65, 119, 120, 1000]) {
      const text = 'x'.repeat(length);
      expect(sha256Hex(new TextEncoder().encode(text))).toBe(nodeSha(text));
    }
    expect(sha256Hex(new TextEncoder().encode('abc'))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
