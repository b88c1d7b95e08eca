// Building blocks for content forms (videos, galleries, products). Multipart forms send every field as
// text: an empty field counts as left out, "true"/"false" and numbers are read, tags may come as a list
// or as one comma-separated field.
import { z } from 'zod';
import { contentAccess } from './content';
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

/** A titled item's form fields; `noun` names it in messages ("Give the video a title"). */
export const titledFormFields = (noun: string) => ({
  title: z.string().trim().min(1, `Give the ${noun} a title`).max(200, 'The title can be at most 200 characters'),
  description: z.string().trim().max(5000, 'The description can be at most 5000 characters'),
  access: formAccess,
  /** Required when access is sale. */
  price: formPrice.nullable(),
  tags: formTags(`A ${noun}`),
});

/** What a create form may leave out: no description, no price (not for sale), no tags. */
export const createDefaults = <P extends z.ZodType>(fields: { description: z.ZodString; price: P; tags: ReturnType<typeof formTags> }) => ({
  description: fields.description.default(''),
  price: fields.price.optional(),
  tags: fields.tags.default([]),
});
