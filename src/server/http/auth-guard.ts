// The one auth guard. Every route declares `config.auth`; a route without it fails at start-up.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from './errors';

export type AuthRequirement = 'public' | 'optional' | 'user' | 'performer' | 'admin';

export interface AuthUser {
  id: string;
  sessionId: string;
  roles: string[];
  isPerformer: boolean;
}

/** Turns a raw token into the logged-in user, or null when it is invalid, expired or revoked. */
export type SessionResolver = (token: string) => Promise<AuthUser | null>;

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthRequirement;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

/** Authorization: "Bearer <token>" or the bare token (the web client sends the cookie value as is). */
export function tokenFromRequest(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (header) return header.replace(/^Bearer\s+/i, '').trim() || null;
  return null;
}

export const isAdmin = (user: AuthUser | null) => !!user?.roles.includes('admin');

export function registerAuthGuard(app: FastifyInstance, resolveSession: SessionResolver) {
  app.decorateRequest('user', null);

  app.addHook('onRoute', (route) => {
    const auth = (route.config as { auth?: AuthRequirement } | undefined)?.auth;
    // HEAD routes are generated from GET ones and inherit their config.
    if (!auth && route.method !== 'HEAD') {
      throw new Error(`Route ${route.method} ${route.url} must declare config.auth`);
    }
  });

  async function authenticate(req: FastifyRequest, auth: Exclude<AuthRequirement, 'public'>): Promise<void> {
    const token = tokenFromRequest(req);
    req.user = token ? await resolveSession(token) : null;
    if (auth === 'optional') return;
    if (!req.user) throw unauthorized(token ? 'Your session has ended. Please log in again.' : undefined);
    if (auth === 'performer' && !req.user.isPerformer) throw forbidden('Only performers can do this.');
    if (auth === 'admin' && !isAdmin(req.user)) throw forbidden('Only administrators can do this.');
  }

  // Before validation: a caller the route is not for learns only that (401/403), never what it would accept.
  // Done-style, so a public route's request costs no promise here.
  app.addHook('preValidation', (req, _reply, done) => {
    const auth = req.routeOptions.config.auth;
    if (!auth || auth === 'public') {
      done();
      return;
    }
    authenticate(req, auth).then(() => done(), done);
  });
}

/** The logged-in user of a route whose auth is user, performer or admin. */
export function currentUser(req: FastifyRequest): AuthUser {
  if (!req.user) throw unauthorized();
  return req.user;
}
