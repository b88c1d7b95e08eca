// Session tokens: HS256 JWTs whose `sid` names a sessions row, so a token dies with its row.
import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export interface SessionClaims {
  userId: string;
  sessionId: string;
}

const keyOf = (secret: string) => new TextEncoder().encode(secret);

/** `iat` and `exp` come from the session's own times (the service's clock), not from a second reading of the wall clock. */
export async function signSessionToken(secret: string, claims: SessionClaims, times: { issuedAt: Date; expiresAt: Date }): Promise<string> {
  const seconds = (at: Date) => Math.floor(at.getTime() / 1000);
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuedAt(seconds(times.issuedAt))
    .setExpirationTime(seconds(times.expiresAt))
    .sign(keyOf(secret));
}

/** The claims of a well-signed, unexpired token, or null. Whether its session still lives is the caller's check. */
export async function verifySessionToken(secret: string, token: string): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    return { userId: payload.sub, sessionId: payload.sid };
  } catch {
    return null;
  }
}

/** A one-time token for an emailed link (256 random bits) and the SHA-256 that is all the database keeps. */
export function newOneTimeToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOneTimeToken(token) };
}

export const hashOneTimeToken = (token: string) => createHash('sha256').update(token).digest('hex');
