// Rate limits shared by the routes: the sentence a limited person reads, and limits that count per account
// and per client address at once. Counters live in Redis when REDIS_URL is set, so every node shares them.
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors';

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** How long until the window reopens, rounded up: "45 seconds", "1 minute", "10 minutes", "2 hours". */
export function describeWait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return plural(seconds, 'second');
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return plural(minutes, 'minute');
  return plural(Math.ceil(minutes / 60), 'hour');
}

/** The 429 a person can act on: what they did too often, and how long to wait. */
export function tooManyRequests(what: string, waitMs: number): AppError {
  return new AppError(429, `${what} Please wait ${describeWait(waitMs)} and try again.`);
}

/** For a route's `config.rateLimit`: its 429 says what was done too often (an AppError keeps the message). */
export const limitMessage = (what: string): Pick<RateLimitOptions, 'errorResponseBuilder'> => ({
  errorResponseBuilder: (_req, context) => tooManyRequests(what, context.ttl),
});

export interface AccountLimitSpec {
  /** Names this limit's counters. Routes giving the same name share them (guesses through either count). */
  name: string;
  perAccount: number;
  /** Higher than perAccount: a household, an office or a mobile network shares one address. */
  perIp: number;
  timeWindow: string;
  /** The first sentence of the 429: what was done too often. */
  tooMany: string;
}

/** Counts one use against the limit, or throws the 429 (with Retry-After) when it is used up. */
export type LimitCheck = (req: FastifyRequest, reply: FastifyReply) => Promise<void>;

// One check per name and app. `createRateLimit` is the same function in every plugin scope of an app, so it
// tells apps apart; without Redis each limiter keeps its own counters, so routes sharing a name share one.
const checks = new WeakMap<object, Map<string, LimitCheck>>();

/**
 * A limit counted per account and per client address, for logged-in routes: neither more sessions nor more
 * accounts buy more attempts. Use it as the route's `preHandler` (it runs after the auth guard, so the
 * account is known), or call it where only some requests should count (a mail actually sent).
 */
export function accountAndIpLimit(app: FastifyInstance, spec: AccountLimitSpec): LimitCheck {
  let byName = checks.get(app.createRateLimit);
  if (!byName) checks.set(app.createRateLimit, (byName = new Map()));
  const existing = byName.get(spec.name);
  if (existing) return existing;

  const limiters = [
    app.createRateLimit({
      max: spec.perAccount,
      timeWindow: spec.timeWindow,
      keyGenerator: (req) => `${spec.name}:account:${req.user?.id ?? `ip:${req.ip}`}`,
    }),
    app.createRateLimit({ max: spec.perIp, timeWindow: spec.timeWindow, keyGenerator: (req) => `${spec.name}:ip:${req.ip}` }),
  ];
  const check: LimitCheck = async (req, reply) => {
    for (const limiter of limiters) {
      const result = await limiter(req);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', result.ttlInSeconds);
        throw tooManyRequests(spec.tooMany, result.ttl);
      }
    }
  };
  byName.set(spec.name, check);
  return check;
}
