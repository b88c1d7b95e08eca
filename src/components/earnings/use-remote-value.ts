// One value fetched for a key (a stats range, a request id) once `ready`, again when the key changes;
// only the newest answer is kept, so a quick change of range never shows an older one last.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Envelope } from '@/contracts/common';
import { getResponseError } from '@/lib/notify';

function statusOf(e: unknown): number | null {
  const status = typeof e === 'object' && e !== null ? (e as { statusCode?: unknown }).statusCode : undefined;
  return typeof status === 'number' ? status : null;
}

export interface RemoteValue<T> {
  value: T | null;
  loading: boolean;
  error: string | null;
  /** The HTTP status of the failed load (404: missing or not yours), when there was one. */
  errorStatus: number | null;
  reload: () => Promise<void>;
  /** Show a value the API answered elsewhere (after a save) without fetching again. */
  set: (value: T) => void;
}

export function useRemoteValue<T>(load: () => Promise<Envelope<T>>, key: string, ready = true): RemoteValue<T> {
  const [value, setValue] = useState<T | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<{ message: string; status: number | null } | null>(null);
  const latest = useRef(0);
  const loader = useRef(load);
  loader.current = load;

  // `load` is a new function each render; `key` says when to fetch again.
  const reload = useCallback(async () => {
    const ticket = ++latest.current;
    setLoading(true);
    setError(null);
    try {
      const answer = (await loader.current()).data;
      if (ticket === latest.current) setValue(answer);
    } catch (e) {
      if (ticket === latest.current) setError({ message: getResponseError(e), status: statusOf(e) });
    } finally {
      if (ticket === latest.current) setLoading(false);
    }
  }, [key]);

  useEffect(() => {
    if (ready) void reload();
  }, [reload, ready]);

  return { value, loading, error: error?.message ?? null, errorStatus: error?.status ?? null, reload, set: setValue };
}
