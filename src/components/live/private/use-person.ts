// The name and picture of the other participant of a private show (the fan, for the performer): a session
// names its fan by id only. Each person is asked for once per page load.
import { useEffect, useState } from 'react';
import type { PublicUser } from '@/contracts/users';
import { userService } from '@/services/user.api';

export type Person = Pick<PublicUser, '_id' | 'name' | 'username' | 'avatar'>;

const known = new Map<string, Person>();

/** A person's name for sentences: their name, else their username, else `fallback`. */
export const nameOf = (person: Pick<Person, 'name' | 'username'> | null | undefined, fallback: string) => person?.name || person?.username || fallback;

/** The person with this id once read (null until then, or when they cannot be read). */
export function usePerson(id: string | null | undefined): Person | null {
  const [person, setPerson] = useState<Person | null>(() => (id ? (known.get(id) ?? null) : null));
  useEffect(() => {
    if (!id) {
      setPerson(null);
      return undefined;
    }
    const cached = known.get(id);
    if (cached) {
      setPerson(cached);
      return undefined;
    }
    let active = true;
    userService
      .view(id)
      .then(({ data }) => {
        const read: Person = { _id: data._id, name: data.name, username: data.username, avatar: data.avatar };
        known.set(id, read);
        if (active) setPerson(read);
      })
      // Without the name, the page says "the fan": nothing else depends on it.
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [id]);
  return person;
}
