// The live pages' side of the realtime socket: the room events they listen to and the video transport they
// send on. The transport's events (publish, chunks, unpublish, playable, ingest failure) are typed here on top
// of the shared catalogue in src/contracts/socket-events.ts.
import { useEffect, useRef } from 'react';
import type { Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@/contracts/socket-events';
import { useAppSelector } from '@/redux/hooks';
import { selectSocketStatus } from '@/redux/socket/selectors';
import { getSocket } from '@/services/socket';

/** The server's answer to stream/publish: go ahead, or why not (a sentence). */
export type PublishAck = { ok: true } | { ok: false; message: string };

export interface LiveServerEvents extends ServerToClientEvents {
  /** The session's first playlist exists: players may start (hls.js gives up on a playlist that is not there yet). */
  'stream/playable': (payload: { streamId: string }) => void;
  /** To the publisher: the server could not turn the chunks into video (the session stays live). */
  'stream/ingest-failed': (payload: { streamId: string; message: string }) => void;
}

export interface LiveClientEvents extends ClientToServerEvents {
  /** The session's performer starts sending video; chunks follow only after an ok answer. */
  'stream/publish': (payload: { streamId: string; mimeType: string }, ack: (answer: PublishAck) => void) => void;
  /** One piece of the recording (about a quarter of a second), in order. */
  'stream/chunk': (payload: { streamId: string; data: ArrayBuffer }) => void;
  /** The performer stopped sending video. */
  'stream/unpublish': (payload: { streamId: string }) => void;
}

export type LiveSocket = Socket<LiveServerEvents, LiveClientEvents>;

/** The page's socket with the live events typed; null before it is opened (a visitor, or still logging in). */
export const liveSocket = (): LiveSocket | null => getSocket() as unknown as LiveSocket | null;

type ListenerOf<E extends keyof LiveServerEvents> = LiveServerEvents[E];

/**
 * Listens to one server event while the component is mounted. The listener is bound again whenever the socket
 * changes status, so a socket opened after the page (a login) or a new connection is listened to as well.
 */
export function useLiveSocketEvent<E extends keyof LiveServerEvents>(event: E, listener: ListenerOf<E>): void {
  const status = useAppSelector(selectSocketStatus);
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    const socket = liveSocket();
    if (!socket) return undefined;
    const handler = ((...args: Parameters<ListenerOf<E>>) => (latest.current as (...a: unknown[]) => void)(...args)) as never;
    socket.on(event, handler);
    return () => {
      socket.off(event, handler);
    };
  }, [event, status]);
}
