// Joining a live session (POST /streaming/join/{id}) for the pages that show one: the fan's watch page and the
// private show's page. The latest call wins: an answer to an older call, arriving late, is dropped. A quiet
// call (a read again) keeps what the page shows and keeps it when it fails.
import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import type { JoinStreamResult } from '@/contracts/streams';
import { getResponseError } from '@/lib/errors';
import { useAppSelector } from '@/redux/hooks';
import { selectSocketStatus } from '@/redux/socket/selectors';
import { streamingService } from '@/services/streaming.api';

export type JoinLoad =
  | { state: 'loading' }
  | { state: 'not-found' }
  | { state: 'error'; message: string }
  | { state: 'ready'; result: JoinStreamResult };

const statusOf = (e: unknown) => (typeof e === 'object' && e !== null ? (e as { statusCode?: unknown }).statusCode : undefined);
/** A malformed id is as missing as an unknown one. */
const isMissing = (e: unknown) => [400, 404, 422].includes(statusOf(e) as number);

export interface StreamJoin {
  load: JoinLoad;
  setLoad: Dispatch<SetStateAction<JoinLoad>>;
  join: (quietly?: boolean) => Promise<void>;
}

/** Joins once when the page opens; `onJoined` runs after each successful join, before its answer shows. */
export function useStreamJoin(streamId: string, onJoined?: () => void): StreamJoin {
  const [load, setLoad] = useState<JoinLoad>({ state: 'loading' });
  const latestCall = useRef(0);
  const joined = useRef(onJoined);
  joined.current = onJoined;

  const join = useCallback(
    async (quietly = false) => {
      const call = ++latestCall.current;
      if (!quietly) setLoad({ state: 'loading' });
      try {
        const { data } = await streamingService.join(streamId);
        if (call !== latestCall.current) return;
        joined.current?.();
        setLoad({ state: 'ready', result: data });
      } catch (e) {
        if (call !== latestCall.current || quietly) return;
        setLoad(isMissing(e) ? { state: 'not-found' } : { state: 'error', message: getResponseError(e) });
      }
    },
    [streamId],
  );

  useEffect(() => {
    void join();
  }, [join]);

  return { load, setLoad, join };
}

/** Runs `onBack` when the socket connects again after a drop (while `enabled`). */
export function useSocketBack(onBack: () => void, enabled = true) {
  const socketStatus = useAppSelector(selectSocketStatus);
  const previousStatus = useRef(socketStatus);
  const back = useRef(onBack);
  back.current = onBack;
  useEffect(() => {
    const before = previousStatus.current;
    previousStatus.current = socketStatus;
    if (socketStatus === 'connected' && (before === 'disconnect' || before === 'reconnecting' || before === 'failed') && enabled) back.current();
  }, [socketStatus, enabled]);
}
