// Building blocks for content forms (videos, galleries, products). Multipart forms send every field as
// text: an empty field counts as left out, "true"/"false" and numbers are read, tags may come as a list
// or as one comma-separated field.
import { z } from 'zod';
import { contentAccess } from './feeds';
import { priceSchema } from './performers';

const blankAsMissing = (v: unknown) => (v === '' ? undefined : v);

export const formBoolean = z.preprocess(
  (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : blankAsMissing(v)),
  z.boolean('must be true or false'),
);

export const formPrice = z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : blankAsMissing(v)), priceSchema);

/** A whole number read from a form field. */
export const formInteger = (message: string) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : blankAsMissing(v)), z.number(message).int(message));

/** Tags, lower-cased and without repeats; `noun` names the item in messages ("A video can have ..."). */
export const formTags = (noun: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',') : v),
    z
      .array(z.string().trim().max(50, 'A tag can be at most 50 characters'))
      .max(20, `${noun} can have at most 20 tags`)
      .transform((tags) => [...new Set(tags.filter((t) => t !== '').map((t) => t.toLowerCase()))]),
  );

export const formAccess = z.enum(contentAccess, 'access must be free, subscribers or sale');

/** The moment a scheduled item goes out. */
export const formScheduledAt = z.iso.datetime({ offset: true, message: 'scheduledAt must be a date and time like 2026-12-01T18:00:00Z' });
