// The basic-info form's values and the two bodies they become: name, username and email go to PUT /users
// (as on the fan's account page), everything only a performer has goes to PUT /performers/me.
import { performerOptionFields, type PerformerOptionField } from '@/contracts/performer-options';
import type { OwnPerformer, UpdatePerformerBody } from '@/contracts/performers';
import type { UpdateUserBody } from '@/contracts/users';

export type OptionValues = Partial<Record<PerformerOptionField, string>>;

export interface BasicInfoValues extends OptionValues {
  name: string;
  username: string;
  email: string;
  bio: string;
  country?: string;
  state?: string;
  city?: string;
  languages: string[];
  activateWelcomeVideo: boolean;
}

const orUndefined = (v: string | null | undefined) => (v ? v : undefined);
/** A cleared field is sent as null, which the API reads as "remove it". */
const orNull = (v: string | null | undefined) => {
  const trimmed = v?.trim();
  return trimmed ? trimmed : null;
};

export function basicInfoValuesOf(performer: OwnPerformer): BasicInfoValues {
  const options: OptionValues = {};
  for (const field of performerOptionFields) options[field] = orUndefined(performer[field]);
  return {
    ...options,
    name: performer.name,
    username: performer.username ?? '',
    email: performer.email ?? '',
    bio: performer.bio,
    country: orUndefined(performer.country),
    state: orUndefined(performer.state),
    city: orUndefined(performer.city),
    languages: performer.languages,
    activateWelcomeVideo: performer.activateWelcomeVideo,
  };
}

/** Username and email only when filled: the API cannot clear them. */
export function userBodyOf(values: BasicInfoValues): UpdateUserBody {
  const body: UpdateUserBody = { name: values.name.trim() };
  if (values.username?.trim()) body.username = values.username.trim();
  if (values.email?.trim()) body.email = values.email.trim();
  return body;
}

export function performerBodyOf(values: BasicInfoValues): UpdatePerformerBody {
  const body: UpdatePerformerBody = {
    bio: values.bio ?? '',
    country: values.country || null,
    state: orNull(values.state),
    city: orNull(values.city),
    languages: values.languages ?? [],
    activateWelcomeVideo: !!values.activateWelcomeVideo,
  };
  const attributes = body as Record<PerformerOptionField, string | null>;
  for (const field of performerOptionFields) attributes[field] = values[field] || null;
  return body;
}
