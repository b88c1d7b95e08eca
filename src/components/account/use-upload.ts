// One file upload at a time with its progress in percent and a cancel. Success shows the caller's notice (an
// upload that saves something, like an avatar, says "Changes saved"; attaching a file to a form that is not yet
// sent says it was attached); a failure shows the server's reason; a cancelled upload shows nothing and changes
// nothing.
import { useEffect, useRef, useState } from 'react';
import { getResponseError, notifyError, notifySuccess } from '@/lib/notify';
import { isCancelled } from '@/lib/request';

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

/** One send at a time with its progress and a cancel; `percent` is null while idle, else 0-100. */
export function useCancellableSend() {
  const controller = useRef<AbortController | null>(null);
  const [percent, setPercent] = useState<number | null>(null);

  // Leaving the page (or closing the dialog) mid-upload stops sending.
  useEffect(() => () => controller.current?.abort(), []);

  /** `onSent` runs with the answer; what it throws is shown like a failed send. */
  async function send<T>(call: (options: UploadProgressOptions) => Promise<T>, onSent: (result: T) => void) {
    const abort = new AbortController();
    controller.current = abort;
    setPercent(0);
    try {
      onSent(await call({ onProgress: setPercent, signal: abort.signal }));
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

  return { percent, send, cancel };
}

/** `doneMessage` is the notice once the file is in (null for none): it must say what the upload did. */
export function useCancellableUpload<T>(upload: UploadFn<T>, onUploaded: (result: T) => void, doneMessage: string | null): CancellableUpload {
  const { percent, send, cancel } = useCancellableSend();
  const start = (file: File) =>
    send(
      (options) => upload(file, options),
      (result) => {
        onUploaded(result);
        if (doneMessage) notifySuccess(doneMessage);
      },
    );
  return { percent, start, cancel };
}
