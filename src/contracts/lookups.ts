// Reference data shipped with the app (no outside service): countries, states, cities, languages, phone
// codes and the performer option lists. The client fetches each once and keeps it.
import { z } from 'zod';
import { performerOptionLists } from './performer-options';

/** One country of the country list. `flag` is the country's flag as an emoji. */
export const countryItem = z.object({
  name: z.string(),
  code: z.string(),
  capital: z.string(),
  region: z.string(),
  currency: z.object({ code: z.string(), name: z.string(), symbol: z.string() }),
  language: z.object({ code: z.string(), name: z.string() }),
  flag: z.string(),
});
export type CountryItem = z.infer<typeof countryItem>;

export const stateItem = z.object({ name: z.string(), code: z.string() });
export type StateItem = z.infer<typeof stateItem>;
export const cityItem = z.object({ name: z.string() });
export type CityItem = z.infer<typeof cityItem>;
export const languageItem = z.object({ code: z.string(), name: z.string() });
export type LanguageItem = z.infer<typeof languageItem>;
/** `dialCode` like "+44". */
export const phoneCodeItem = z.object({ code: z.string(), name: z.string(), dialCode: z.string() });
export type PhoneCodeItem = z.infer<typeof phoneCodeItem>;

export const statesParams = z.object({ country: z.string().regex(/^[A-Za-z]{2}$/, 'Country must be a two-letter code like US') });
export const citiesParams = statesParams.extend({ state: z.string().trim().min(1).max(10, 'State must be a state code like CA') });

/** GET /user-additional: the option lists, as { value, text } pairs for pickers. */
const option = z.object({ value: z.string(), text: z.string() });
export const userAdditional = z.object(
  Object.fromEntries(Object.keys(performerOptionLists).map((k) => [k, z.array(option)])) as Record<keyof typeof performerOptionLists, z.ZodArray<typeof option>>,
);
export type UserAdditional = z.infer<typeof userAdditional>;

/** POST /re-captcha/verify */
export const recaptchaBody = z.object({ token: z.string().min(1, 'The captcha token is missing').max(4000) }).strict();
/** `skipped` when the site has no captcha configured (everything passes). */
export const recaptchaResult = z.object({ success: z.boolean(), skipped: z.boolean() });

/** POST /contact: mails the site's admins. */
export const contactBody = z
  .object({
    name: z.string().trim().min(1, 'Enter your name').max(80),
    email: z.string().trim().toLowerCase().pipe(z.email('Enter a valid email address')),
    message: z.string().trim().min(10, 'Write at least 10 characters').max(5000, 'Message can be at most 5000 characters'),
  })
  .strict();
export type ContactBody = z.infer<typeof contactBody>;
export const contactResult = z.object({ sent: z.literal(true) });
