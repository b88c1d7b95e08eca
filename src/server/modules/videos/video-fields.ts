// Checks what a video is made of before it is saved (RULES.md "Paid content and media"): the price goes
// with sale only, a scheduled video needs a moment ahead, a shown video needs its film. Every refusal
// is a 422 with a sentence the performer can act on.
import type { z } from 'zod';
import type { ContentAccess } from '@/contracts/feeds';
import type { VideoStatus } from '@/contracts/videos';
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
export function priceFor(access: ContentAccess, price: number | null): number | null {
  if (access === 'sale' && price === null) throw unprocessable('A video for sale needs a price.');
  if (access !== 'sale' && price !== null) throw unprocessable('Only a video for sale has a price: leave the price out for free and subscribers-only videos.');
  return price === null ? null : Math.round(price * 100);
}

export interface Schedule {
  status: VideoStatus;
  scheduledAt: Date | null;
}

/** The status a video takes from isSchedule/scheduledAt/status; `current` when none of them is sent. */
export function scheduleFrom(input: { isSchedule?: boolean; scheduledAt?: string; status?: 'active' | 'inactive' }, current: Schedule, now: Date): Schedule {
  const { isSchedule, scheduledAt, status } = input;
  const scheduling = isSchedule ?? (scheduledAt !== undefined ? current.status === 'scheduled' || undefined : undefined);
  if (scheduling === undefined && scheduledAt !== undefined) throw unprocessable('Set isSchedule to true to schedule the video, or leave scheduledAt out.');
  if (scheduling) {
    if (status !== undefined) throw unprocessable('A scheduled video goes out by itself: leave status out, or set isSchedule to false.');
    const at = scheduledAt !== undefined ? new Date(scheduledAt) : current.scheduledAt;
    if (!at) throw unprocessable('A scheduled video needs scheduledAt, the moment it goes out.');
    if (at <= now) throw unprocessable('scheduledAt must be in the future; set isSchedule to false to show the video now.');
    return { status: 'scheduled', scheduledAt: at };
  }
  if (scheduledAt !== undefined) throw unprocessable('Leave scheduledAt out, or set isSchedule to true.');
  if (status !== undefined) return { status, scheduledAt: null };
  // isSchedule false: a scheduled video goes out now.
  if (scheduling === false && current.status === 'scheduled') return { status: 'active', scheduledAt: null };
  return current;
}
