// Reference data, answered as the bare data: fetched once per page load and kept, because it never changes while
// the app runs. A failed fetch is not kept, so the next caller tries again.
import type { CityItem, CountryItem, LanguageItem, PhoneCodeItem, StateItem, UserAdditional } from '@/contracts/lookups';
import { request } from '@/lib/request';

const cache = new Map<string, Promise<unknown>>();

function cached<T>(path: string): Promise<T> {
  const hit = cache.get(path);
  if (hit) return hit as Promise<T>;
  const pending = request<T>(path)
    .then((answer) => answer.data)
    .catch((error: unknown) => {
    cache.delete(path);
    throw error;
  });
  // Only the browser keeps answers: a server render serves many visitors and must not hold one's data.
  if (typeof window !== 'undefined') cache.set(path, pending);
  return pending;
}

export const lookupService = {
  countries: () => cached<CountryItem[]>('/countries/list'),
  states: (country: string) => cached<StateItem[]>(`/states/${encodeURIComponent(country)}`),
  cities: (country: string, state: string) => cached<CityItem[]>(`/cities/${encodeURIComponent(country)}/${encodeURIComponent(state)}`),
  languages: () => cached<LanguageItem[]>('/languages/list'),
  phoneCodes: () => cached<PhoneCodeItem[]>('/phone-codes/list'),
  userAdditional: () => cached<UserAdditional>('/user-additional'),
  verifyRecaptcha: (token: string) => request<{ success: boolean; skipped: boolean }>('/re-captcha/verify', { method: 'POST', body: { token } }),
  /** Forget what is kept (tests). */
  clear: () => cache.clear(),
};
