// One file upload at a time with its progress in percent and a cancel. Success shows
// "Changes saved"; a failure shows the server's reason; a cancelled upload shows nothing and changes nothing.
import { useEffect, useRef, useState } from 'react';
import { getResponseError, notifyError, notifySuccess } from '@/lib/notify';
import { isCancelled } from '@/lib/request';
import { CHANGES_SAVED } from '@/redux/user/sagas';

export interface UploadProgressOptions {
  onProgress: (percent: number) => void;
  signal: AbortSignal;
}
export type UploadFn<T> = (file: File, options: UploadProgressOptions) => Promise<T>;

export interface CancellableUpload {
  /** Null while idle; 0-100 while sending. */
  percent: number | null;
  start: (file: File) => Promise<void>;
  cancel: () => void;
}

export function useCancellableUpload<T>(upload: UploadFn<T>, onUploaded: (result: T) => void): CancellableUpload {
  const controller = useRef<AbortController | null>(null);
  const [percent, setPercent] = useState<number | null>(null);

  // Leaving the page mid-upload stops sending the file.
  useEffect(() => () => controller.current?.abort(), []);

  async function start(file: File) {
    const abort = new AbortController();
    controller.current = abort;
    setPercent(0);
    try {
      const result = await upload(file, { onProgress: setPercent, signal: abort.signal });
      onUploaded(result);
      notifySuccess(CHANGES_SAVED);
    } catch (e) {
      if (!isCancelled(e) && !abort.signal.aborted) notifyError(getResponseError(e));
    } finally {
      if (controller.current === abort) {
        controller.current = null;
        setPercent(null);
      }
    }
  }

  function cancel() {
    controller.current?.abort();
    controller.current = null;
    setPercent(null);
  }

  return { percent, start, cancel };
}
