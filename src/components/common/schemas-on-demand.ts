// A contract file's schemas fetched when a form first needs them, so the page's first script carries neither
// zod (about 26 kB gzip) nor the schemas. The contract stays the one source of the rules and their messages:
// `zodRule` takes `contract.pick((m) => m.someSchema)` where it took the schema, and awaits it before checking,
// so a value checked before the fetch has ended is still checked, never let through. The fetch also starts on
// its own once a form has named one of its rules, the page has loaded and the browser is idle, so by the time
// someone types it is usually there.
import { useEffect, useState } from 'react';
import type { z } from 'zod';

/** Shown under a field when its rules could not be fetched (offline); the form is not sent meanwhile. */
export const RULES_LOAD_FAILED = 'Could not check this value, please check your connection and try again';

export type SchemaLoader<S extends z.ZodType = z.ZodType> = () => Promise<S>;

export interface ContractOnDemand<M> {
  /** The contract module, fetched once (again after a failed fetch). */
  load: () => Promise<M>;
  /** A loader of one of its schemas, for `zodRule`. */
  pick: <S extends z.ZodType>(select: (contract: M) => S) => SchemaLoader<S>;
}

/** Runs `task` once the page has loaded and the main thread is idle (in the browser only). */
function whenIdle(task: () => void) {
  if (typeof window === 'undefined') return;
  const idle = () => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(() => task(), { timeout: 5000 }) : window.setTimeout(task, 1));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

export function contractOnDemand<M>(fetch: () => Promise<M>): ContractOnDemand<M> {
  let pending: Promise<M> | null = null;
  const load = () =>
    (pending ??= fetch().catch(() => {
      pending = null;
      throw new Error(RULES_LOAD_FAILED);
    }));
  let scheduled = false;
  const pick = <S extends z.ZodType>(select: (contract: M) => S): SchemaLoader<S> => {
    // A form that names a rule will check with it: fetch early, so the first check does not wait (a failure
    // here is retried by that check). A page that never builds such a rule never fetches the contract.
    if (!scheduled) {
      scheduled = true;
      whenIdle(() => void load().catch(() => undefined));
    }
    return () => load().then(select);
  };
  return { load, pick };
}

/**
 * The schema `loader` gives, once fetched (null until then), for a check drawn while rendering. `loader` must
 * be the same function at every render (made once, outside the component). What is sent must still be checked
 * by awaiting the loader: null means "not known yet", never "fine".
 */
export function useSchema<S extends z.ZodType>(loader: SchemaLoader<S>): S | null {
  const [schema, setSchema] = useState<S | null>(null);
  useEffect(() => {
    let live = true;
    loader().then(
      (loaded) => live && setSchema(loaded),
      // Offline: the check made when sending says so.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [loader]);
  return schema;
}
