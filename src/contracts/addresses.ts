// A fan's delivery address book: physical orders copy one of these when bought, so
// editing or deleting an address never rewrites an order already placed. One default address per user.
import { z } from 'zod';
import { pagedQuery, sortableBy } from './common';

const text = (label: string, max: number) => z.string(`${label} must be text`).trim().max(max, `${label} can be at most ${max} characters`);
const required = (label: string, max: number) => text(label, max).min(1, `${label} is required`);

/** Multipart forms send every field as text: "true"/"false" are read as booleans. */
const formBoolean = z.preprocess(
  (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
  z.boolean('isDefault must be true or false'),
);

export const addressFields = {
  /** The fan's own label ("Home"). */
  name: required('The address name', 100),
  recipientName: required('The recipient name', 200),
  phone: text('The phone number', 40).regex(/^[0-9+()\-. ]*$/, 'The phone number can hold digits, spaces and + ( ) - . only'),
  /** ISO 3166-1 alpha-2, e.g. US, GB. */
  country: z
    .string('country must be a two-letter country code, like US')
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'country must be a two-letter country code, like US')
    .transform((c) => c.toUpperCase()),
  state: text('The state', 100),
  city: required('The city', 100),
  streetAddress: required('The street address', 300),
  zipCode: text('The ZIP code', 20),
  isDefault: formBoolean,
};

/** POST /addresses/create. */
export const createAddressBody = z
  .object({ ...addressFields, phone: addressFields.phone.default(''), state: addressFields.state.default(''), zipCode: addressFields.zipCode.default(''), isDefault: addressFields.isDefault.default(false) })
  .strict();
export type CreateAddressBody = z.infer<typeof createAddressBody>;

/** PUT /addresses/{id}, multipart or JSON: any of the fields. */
export const updateAddressBody = z.object(addressFields).partial().strict();
export type UpdateAddressBody = z.infer<typeof updateAddressBody>;

/** Without sortBy the default address comes first, then the newest. */
export const addressSortKeys = sortableBy();
export const addressSearchQuery = pagedQuery(addressSortKeys);
export type AddressSearchQuery = z.infer<typeof addressSearchQuery>;

/** The lines a parcel is sent to: an address as read back, and what an order copies of it. */
export const deliveryLines = {
  recipientName: z.string(),
  phone: z.string(),
  country: z.string(),
  state: z.string(),
  city: z.string(),
  streetAddress: z.string(),
  zipCode: z.string(),
};

export const address = z.object({
  _id: z.string(),
  userId: z.string(),
  name: z.string(),
  ...deliveryLines,
  isDefault: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Address = z.infer<typeof address>;

export const deleteAddressResult = z.object({ deleted: z.literal(true) });
