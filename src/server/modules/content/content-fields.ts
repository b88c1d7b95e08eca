// Checks what a content item (video, gallery, product) is made of before it is saved (docs/business-rules.md "Paid
// content and media"): the price goes with sale only, a scheduled item needs a moment ahead. Every
// refusal is a 422 with a sentence the performer can act on; `noun` names the item ("video").
import type { z } from 'zod';
import type { ContentAccess } from '@/contracts/feeds';
import { fromMinor, toMinorOrNull } from '@/lib/money';
import { unprocessable } from '../../http/errors';

/** Parses form fields with `schema`, answering the first problems as one sentence. */
export function parseFields<S extends z.ZodType>(schema: S, fields: unknown): z.infer<S> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.slice(0, 5).map((i) => {
    const field = i.path.join('.');
    if (i.code === 'unrecognized_keys') return `unknown fields ${i.keys.join(', ')}`;
    return field ? `${field}: ${i.message}` : i.message;
  });
  throw unprocessable(`Please check the form. ${problems.join('; ')}.`);
}

/** The stored price (minor units) for `access`; throws 422 when the two do not go together. */
export function priceFor(access: ContentAccess, price: number | null, noun: string): number | null {
  if (access === 'sale' && price === null) throw unprocessable(`A ${noun} for sale needs a price.`);
  if (access !== 'sale' && price !== null) throw unprocessable(`Only a ${noun} for sale has a price: leave the price out for free and subscribers-only ${noun}s.`);
  return toMinorOrNull(price);
}

/** The price a form means on update: the sent one, else the stored one while the item stays for sale. */
export function priceOnUpdate(sent: number | null | undefined, access: ContentAccess, storedMinor: number | null): number | null {
  if (sent !== undefined) return sent;
  return access === 'sale' && storedMinor !== null ? fromMinor(storedMinor) : null;
}

export interface Schedule<S extends string = 'active' | 'inactive' | 'scheduled'> {
  status: S | 'scheduled';
  scheduledAt: Date | null;
}

/** The status an item takes from isSchedule/scheduledAt/status; `current` when none of them is sent. */
export function scheduleFrom<S extends string>(
  input: { isSchedule?: boolean; scheduledAt?: string; status?: S },
  current: Schedule<S>,
  now: Date,
  noun: string,
): Schedule<S> {
  const { isSchedule, scheduledAt, status } = input;
  const scheduling = isSchedule ?? (scheduledAt !== undefined ? current.status === 'scheduled' || undefined : undefined);
  if (scheduling === undefined && scheduledAt !== undefined) throw unprocessable(`Set isSchedule to true to schedule the ${noun}, or leave scheduledAt out.`);
  if (scheduling) {
    if (status !== undefined) throw unprocessable(`A scheduled ${noun} goes out by itself: leave status out, or set isSchedule to false.`);
    const at = scheduledAt !== undefined ? new Date(scheduledAt) : current.scheduledAt;
    if (!at) throw unprocessable(`A scheduled ${noun} needs scheduledAt, the moment it goes out.`);
    if (at <= now) throw unprocessable(`scheduledAt must be in the future; set isSchedule to false to show the ${noun} now.`);
    return { status: 'scheduled', scheduledAt: at };
  }
  if (scheduledAt !== undefined) throw unprocessable('Leave scheduledAt out, or set isSchedule to true.');
  if (status !== undefined) return { status, scheduledAt: null };
  // isSchedule false: a scheduled item goes out now ("active" is every kind's shown status).
  if (scheduling === false && current.status === 'scheduled') return { status: 'active' as S, scheduledAt: null };
  return current;
}
