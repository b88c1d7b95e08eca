// Polls a file's processing status while it is processing (the server transcodes uploads in a background
// job), and stops when it is finished, failed, or the component goes away.
import { useEffect, useState } from 'react';
import type { FileStatusResult } from '@/contracts/media';

export const STATUS_POLL_MS = 2000;

export function useProcessingStatus(initial: FileStatusResult | null, fetchStatus: () => Promise<FileStatusResult>, onDone?: () => void) {
  const [status, setStatus] = useState(initial);
  useEffect(() => setStatus(initial), [initial]);

  const processing = status?.status === 'processing';
  useEffect(() => {
    if (!processing) return;
    let stopped = false;
    const timer = setInterval(() => {
      fetchStatus()
        .then((next) => {
          if (stopped) return;
          setStatus(next);
          if (next.status !== 'processing') onDone?.();
        })
        // A failed poll is retried on the next tick; the upload itself already succeeded.
        .catch(() => undefined);
    }, STATUS_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [processing, fetchStatus, onDone]);

  return status;
}
