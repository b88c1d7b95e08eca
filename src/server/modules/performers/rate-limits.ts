// Rate limits for logged-in writes (profile edits, uploads, follows, reactions).
import { createHash } from 'node:crypto';
import type { RateLimitOptions } from '@fastify/rate-limit';

/**
 * Per session, so people sharing an address do not share a budget; counted before validation. The key is a
 * hash of the token, so no session token is ever stored in the rate limiter (Redis when configured).
 */
export const perSession = (max: number): RateLimitOptions => ({
  max,
  timeWindow: '1 minute',
  hook: 'preValidation',
  keyGenerator: (req) => {
    const token = req.headers.authorization;
    return token ? `session:${createHash('sha256').update(token).digest('base64url')}` : `ip:${req.ip}`;
  },
});
