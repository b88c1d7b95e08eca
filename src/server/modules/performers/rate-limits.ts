// Rate limits for logged-in writes (profile edits, uploads, follows, reactions).
import { createHash } from 'node:crypto';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { tokenFromRequest } from '../../http/auth-guard';

/**
 * Per session, so people sharing an address do not share a budget; counted before validation (and after the
 * auth guard, which has found the session). The key is the session's id, not the Authorization header as
 * sent: "Bearer <token>", "bearer <token>" and the bare token are one session and share one budget. Without
 * a session it is a hash of the token (no session token is ever stored in the rate limiter, Redis when
 * configured), or the address.
 */
export const perSession = (max: number): RateLimitOptions => ({
  max,
  timeWindow: '1 minute',
  hook: 'preValidation',
  keyGenerator: (req) => {
    if (req.user) return `session:${req.user.sessionId}`;
    const token = tokenFromRequest(req);
    return token ? `token:${createHash('sha256').update(token).digest('base64url')}` : `ip:${req.ip}`;
  },
});
