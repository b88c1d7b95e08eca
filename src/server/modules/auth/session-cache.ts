// The sessions behind recently seen tokens, kept for a few seconds so that a burst of requests with one token
// costs one database lookup, not one each. Revocation stays prompt:
// - on the node that ends a session (logout, password change or reset, an account deactivated or suspended)
//   the auth service evicts it here before it answers, so that node refuses the token at once;
// - other nodes drop their entry when it is older than the TTL (a few seconds), and at once when a bus
//   (Redis pub/sub with REDIS_URL) carries the eviction to them.
// Only live sessions are kept: an unknown, revoked or expired token is looked up again every time. An entry
// never outlives the session's own expiry. Keys are SHA-256 hashes of the tokens, not the tokens.
import { createHash } from 'node:crypto';
import type { AuthUser } from '../../http/auth-guard';

/** How long another node may keep accepting a session that was ended elsewhere (when no bus reaches it). */
export const SESSION_CACHE_TTL_MS = 5_000;
/** Entries kept at most; the least recently used go first. */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

/** What one node tells the others when it ended sessions. */
export interface SessionEviction {
  sessionIds?: readonly string[];
  userIds?: readonly string[];
}

/** Carries evictions between nodes (Redis pub/sub on a multi-node site). */
export interface SessionEvictionBus {
  publish(eviction: SessionEviction): void;
  subscribe(listener: (eviction: SessionEviction) => void): void;
}

interface Entry {
  user: AuthUser;
  /** When the entry stops being trusted: the TTL or the session's own expiry, whichever comes first. */
  until: number;
}

export interface SessionCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  /** The clock (milliseconds); tests pass their own. */
  now?: () => number;
  bus?: SessionEvictionBus;
}

export const tokenKey = (token: string) => createHash('sha256').update(token).digest('base64url');

export function createSessionCache(opts: SessionCacheOptions = {}) {
  const ttlMs = opts.ttlMs ?? SESSION_CACHE_TTL_MS;
  const maxEntries = opts.maxEntries ?? SESSION_CACHE_MAX_ENTRIES;
  const now = opts.now ?? Date.now;
  const entries = new Map<string, Entry>();
  // Counts evictions. A lookup that started before an eviction may have read the session just before it
  // ended; what it found is then not kept.
  let evictions = 0;

  function evictWhere(matches: (user: AuthUser) => boolean): void {
    for (const [key, entry] of entries) if (matches(entry.user)) entries.delete(key);
  }

  function evictLocally(eviction: SessionEviction): void {
    const sessions = new Set(eviction.sessionIds ?? []);
    const users = new Set(eviction.userIds ?? []);
    if (sessions.size === 0 && users.size === 0) return;
    evictions++;
    evictWhere((user) => sessions.has(user.sessionId) || users.has(user.id));
  }

  opts.bus?.subscribe(evictLocally);

  return {
    /** The live session behind this token, if it was looked up within the TTL; null otherwise. */
    get(key: string): AuthUser | null {
      const entry = entries.get(key);
      if (!entry) return null;
      if (entry.until <= now()) {
        entries.delete(key);
        return null;
      }
      // Most recently used last, so the oldest is the first to go when the cache is full.
      entries.delete(key);
      entries.set(key, entry);
      return entry.user;
    },

    /** To pass to `set`: taken before the database lookup whose answer `set` keeps. */
    stamp(): number {
      return evictions;
    },

    /**
     * Remembers a live session; `expiresAt` is the session's own end (milliseconds), `stamp` what `stamp()`
     * said before the lookup (an eviction since then means the answer may be stale, so it is not kept).
     */
    set(key: string, user: AuthUser, expiresAt: number, stamp: number): void {
      if (ttlMs <= 0 || stamp !== evictions) return;
      entries.delete(key);
      entries.set(key, { user, until: Math.min(now() + ttlMs, expiresAt) });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },

    /** Forgets these sessions and every session of these users, here and (through the bus) on the other nodes. */
    evict(eviction: SessionEviction): void {
      if (!eviction.sessionIds?.length && !eviction.userIds?.length) return;
      evictLocally(eviction);
      opts.bus?.publish(eviction);
    },

    get size() {
      return entries.size;
    },
  };
}
export type SessionCache = ReturnType<typeof createSessionCache>;
