// One value fetched for a key (an id, a stats range) once `ready`, again when the key changes. Only the newest
// answer is kept, so a quick change of key never shows an older value last. Lists build on it (use-list.ts).
import { useCallback, useEffect, useRef, useState } from 'react';
import { loadFailure, type LoadFailure, type LoadOptions } from './load-failure';

export interface Resource<T> {
  value: T | null;
  loading: boolean;
  error: string | null;
  /** The HTTP status of the failed load (404: missing or not yours), when there was one. */
  errorStatus: number | null;
  reload: () => Promise<void>;
  /** Show a value the API answered elsewhere (after a save) without fetching again. */
  set: (value: T | ((current: T | null) => T | null)) => void;
}

/** `load` may be a new function each render; `key` says when to fetch again. */
export function useResource<T>(load: () => Promise<{ data: T }>, key: string, options: LoadOptions = {}): Resource<T> {
  const { ready = true } = options;
  const [value, setValue] = useState<T | null>(null);
  const [loading, setLoading] = useState(true);
  const [failure, setFailure] = useState<LoadFailure | null>(null);
  const latest = useRef(0);
  const loader = useRef(load);
  loader.current = load;
  const settings = useRef(options);
  settings.current = options;

  const reload = useCallback(async () => {
    const ticket = ++latest.current;
    setLoading(true);
    setFailure(null);
    try {
      const answer = (await loader.current()).data;
      if (ticket === latest.current) setValue(answer);
    } catch (e) {
      if (ticket === latest.current) setFailure(loadFailure(e, settings.current));
    } finally {
      if (ticket === latest.current) setLoading(false);
    }
    // `key` stands for what `load` reads: a new key is a new value to fetch.
  }, [key]);

  useEffect(() => {
    if (ready) void reload();
  }, [reload, ready]);

  return { value, loading, error: failure?.message ?? null, errorStatus: failure?.status ?? null, reload, set: setValue };
}
