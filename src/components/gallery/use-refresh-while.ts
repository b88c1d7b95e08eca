// Reads a list again every few seconds while `active` (some photo is still being processed by the
// background job), and stops as soon as nothing is pending or the component goes away.
import { useEffect, useRef } from 'react';
import { STATUS_POLL_MS } from '@/components/creator/use-processing-status';

export function useRefreshWhile(active: boolean, refresh: () => unknown, intervalMs = STATUS_POLL_MS) {
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  }, [refresh]);

  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => latest.current(), intervalMs);
    return () => clearInterval(timer);
  }, [active, intervalMs]);
}
