// The composer's attachments: one file sent at a time with its progress and a cancel (AbortController);
// finished uploads collect as the ids the message is sent with. A failure shows the server's reason; a
// cancelled upload shows nothing and attaches nothing.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MediaFile } from '@/contracts/media';
import { MAX_MESSAGE_FILES } from '@/contracts/list-values';
import { getResponseError, notifyError } from '@/lib/notify';
import { isCancelled } from '@/lib/request';

export type MessageUploadKind = 'photo' | 'video';
export type MessageUploadFn = (file: File, onProgress: (percent: number) => void, signal: AbortSignal) => Promise<MediaFile>;
export type MessageUploaders = Record<MessageUploadKind, MessageUploadFn>;

export interface Attachment {
  kind: MessageUploadKind;
  file: MediaFile;
  name: string;
}

export function useMessageUpload(uploaders: MessageUploaders) {
  const controller = useRef<AbortController | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [attachments, setAttachments] = useState<Attachment[]>([]);

  // Leaving the conversation mid-upload stops sending the file.
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (kind: MessageUploadKind, file: File) => {
      const abort = new AbortController();
      controller.current = abort;
      setPercent(0);
      try {
        const uploaded = await uploaders[kind](file, setPercent, abort.signal);
        if (!abort.signal.aborted) setAttachments((prev) => [...prev, { kind, file: uploaded, name: file.name }].slice(0, MAX_MESSAGE_FILES));
      } catch (e) {
        if (!isCancelled(e) && !abort.signal.aborted) notifyError(getResponseError(e));
      } finally {
        if (controller.current === abort) {
          controller.current = null;
          setPercent(null);
        }
      }
    },
    [uploaders],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setPercent(null);
  }, []);

  const remove = useCallback((fileId: string) => setAttachments((prev) => prev.filter((a) => a.file._id !== fileId)), []);
  const clear = useCallback(() => setAttachments([]), []);

  return { percent, uploading: percent !== null, attachments, start, cancel, remove, clear };
}
