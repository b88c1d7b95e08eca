// Sends several pictures to one gallery at once, each with its own progress and cancel (an AbortController
// per upload). Leaving the manager stops every upload still in flight.
import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { Photo } from '@/contracts/galleries';
import { getResponseError, notifyError } from '@/lib/notify';
import { isCancelled } from '@/lib/request';
import { galleryService } from '@/services/gallery.api';
import { PHOTO_WRONG_TYPE, splitByType, uploadQueue } from './upload-queue';

export function usePhotoUploads(galleryId: string, onUploaded: (photo: Photo) => void) {
  const [queue, dispatch] = useReducer(uploadQueue, []);
  const controllers = useRef(new Map<string, AbortController>());
  const counter = useRef(0);
  const uploaded = useRef(onUploaded);
  useEffect(() => {
    uploaded.current = onUploaded;
  }, [onUploaded]);

  useEffect(() => {
    const inFlight = controllers.current;
    return () => inFlight.forEach((c) => c.abort());
  }, []);

  const send = useCallback(
    (file: File) => {
      const key = `upload-${++counter.current}`;
      const abort = new AbortController();
      controllers.current.set(key, abort);
      dispatch({ type: 'added', key, name: file.name });
      galleryService
        .uploadPhoto({ galleryId }, file, { signal: abort.signal, onProgress: (percent) => dispatch({ type: 'progressed', key, percent }) })
        .then(({ data }) => {
          dispatch({ type: 'removed', key });
          uploaded.current(data);
        })
        .catch((e: unknown) => {
          // A cancel already took the row away.
          if (!isCancelled(e) && !abort.signal.aborted) dispatch({ type: 'failed', key, error: getResponseError(e) });
        })
        .finally(() => controllers.current.delete(key));
    },
    [galleryId],
  );

  const start = useCallback(
    (files: readonly File[]) => {
      const { accepted, refused } = splitByType(files);
      if (refused.length) notifyError(`${refused.map((f) => f.name).join(', ')}: ${PHOTO_WRONG_TYPE}`);
      accepted.forEach(send);
    },
    [send],
  );

  const cancel = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    dispatch({ type: 'removed', key });
  }, []);

  const dismiss = useCallback((key: string) => dispatch({ type: 'removed', key }), []);

  return { queue, start, cancel, dismiss };
}
