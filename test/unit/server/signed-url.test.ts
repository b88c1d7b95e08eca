/** @jest-environment node */
import { signQuery, verifyQuery } from '@/server/media/signed-url';

const SECRET = 'unit-test-secret-unit-test-secret-0001';
const KEY = 'private/documents/abcdefghijklmnopqrstuv.jpg';
const NOW = 1_700_000_000;

const signed = (opts: { expiresAt: number; viewerId?: string }, key = KEY, secret = SECRET) =>
  Object.fromEntries(new URLSearchParams(signQuery(secret, key, opts)));

describe('signed media addresses', () => {
  it('accepts its own signature until the expiry', () => {
    const q = signed({ expiresAt: NOW + 60, viewerId: 'u1' });
    expect(verifyQuery(SECRET, KEY, q, NOW)).toEqual({ ok: true, viewerId: 'u1', expiresAt: NOW + 60 });
    expect(verifyQuery(SECRET, KEY, q, NOW + 60).ok).toBe(true);
    expect(verifyQuery(SECRET, KEY, q, NOW + 61)).toEqual({ ok: false, reason: 'expired' });
  });

  it('works without a viewer', () => {
    const q = signed({ expiresAt: NOW + 60 });
    expect(q.viewer).toBeUndefined();
    expect(verifyQuery(SECRET, KEY, q, NOW)).toMatchObject({ ok: true, viewerId: null });
  });

  it('refuses any change to key, expiry, viewer or signature', () => {
    const q = signed({ expiresAt: NOW + 60, viewerId: 'u1' });
    expect(verifyQuery(SECRET, 'private/documents/zzzzzzzzzzzzzzzzzzzzzz.jpg', q, NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyQuery(SECRET, KEY, { ...q, expires: String(NOW + 99_999) }, NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyQuery(SECRET, KEY, { ...q, viewer: 'u2' }, NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyQuery(SECRET, KEY, { ...q, viewer: undefined }, NOW)).toEqual({ ok: false, reason: 'invalid' });
    const tampered = (q.sig[0] === 'A' ? 'B' : 'A') + q.sig.slice(1);
    expect(verifyQuery(SECRET, KEY, { ...q, sig: tampered }, NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyQuery('another-secret-another-secret-0000', KEY, q, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('tells a missing signature apart and refuses malformed expiries', () => {
    expect(verifyQuery(SECRET, KEY, {}, NOW)).toEqual({ ok: false, reason: 'missing' });
    expect(verifyQuery(SECRET, KEY, { expires: String(NOW + 5) }, NOW)).toEqual({ ok: false, reason: 'missing' });
    expect(verifyQuery(SECRET, KEY, { expires: '1e20', sig: 'x' }, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });
});
