// How many account mails (password resets, sign-up notices, verification links asked for again) one address
// may receive in a window. Those routes are limited per client address, but someone with many addresses could
// still aim all of them at one person's inbox; past the budget the mail is skipped while the answer stays the
// same, so the limit itself tells nobody anything. Counters live in Redis when there is one, so every node
// shares them.
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

export interface RecipientBudget {
  /** Counts one mail to `address`; false when the address has had its share for this window. */
  take(address: string): Promise<boolean>;
}

/** Account mails to one address per window: enough for a person who asks again, too few to flood an inbox. */
export const ACCOUNT_MAILS_PER_ADDRESS = 5;
export const ACCOUNT_MAIL_WINDOW_MS = 60 * 60 * 1000;

export function createRecipientBudget(
  opts: {
    max?: number;
    windowMs?: number;
    redis?: Redis;
    now?: () => number;
    /** Names a budget of its own (its counters apart from the account mails'); `take`'s key may then hold more than an address. */
    name?: string;
  } = {},
): RecipientBudget {
  const max = opts.max ?? ACCOUNT_MAILS_PER_ADDRESS;
  const windowMs = opts.windowMs ?? ACCOUNT_MAIL_WINDOW_MS;
  const now = opts.now ?? Date.now;
  const prefix = opts.name ? `mail-budget:${opts.name}` : 'mail-budget';
  // Addresses are personal data: counters are keyed by a digest, never by the address itself.
  const keyOf = (address: string) => `${prefix}:${createHash('sha256').update(address.trim().toLowerCase()).digest('hex')}`;

  const redis = opts.redis;
  if (redis) {
    return {
      async take(address) {
        const key = keyOf(address);
        const [[, count]] = (await redis.multi().incr(key).pexpire(key, windowMs, 'NX').exec()) as [[Error | null, number], unknown];
        return count <= max;
      },
    };
  }

  const windows = new Map<string, { count: number; endsAt: number }>();
  return {
    async take(address) {
      const at = now();
      // Forget ended windows as they are met, so the map holds only addresses mailed within the last window.
      if (windows.size > 10_000) for (const [key, w] of windows) if (w.endsAt <= at) windows.delete(key);
      const key = keyOf(address);
      let window = windows.get(key);
      if (!window || window.endsAt <= at) windows.set(key, (window = { count: 0, endsAt: at + windowMs }));
      window.count += 1;
      return window.count <= max;
    },
  };
}
