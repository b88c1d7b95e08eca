// The private show's peer connection in a page: the ICE servers read from the server (and read again before
// their TURN credentials expire, ICE restarted with the new ones), the call started once the camera has
// answered (with a picture, or with an error: the call then only receives), the socket's stream/signal as its
// transport, and a fresh start when the socket comes back while the call is not connected (signals may have
// been lost while it was away). Unmounting closes the call.
import { useEffect, useRef, useState } from 'react';
import { errorMessageOr } from '@/lib/notify';
import { useAppSelector } from '@/redux/hooks';
import { selectSocketStatus } from '@/redux/socket/selectors';
import { streamingService } from '@/services/streaming.api';
import { liveSocket, useLiveSocketEvent } from '../live-socket';
import { PeerCall, type PeerCallState, type PeerConnectionFactory, type SignalTransport } from './peer-call';
import { statusOf } from './private-show-bits';

export const ICE_FAILED = 'Could not prepare the video connection. Trying again…';
/** Fresh ICE servers are asked for this long before the current ones expire. */
const REFRESH_BEFORE_MS = 60_000;
/** ...and never more often than this, nor later than a timer can wait. */
const MIN_REFRESH_MS = 10_000;
const MAX_TIMER_MS = 2 ** 31 - 1;
const RETRY_MS = 5000;

export interface PeerCallOptions {
  streamId: string;
  polite: boolean;
  localStream: MediaStream | null;
  /** The camera has answered; the call starts then, once. */
  ready: boolean;
  /** Null where the browser has no WebRTC: nothing starts. */
  createPeerConnection: PeerConnectionFactory | null;
  /** The server says the show is not running (ended, or not started): the page reads it again. */
  onNotRunning: () => void;
}

export interface PeerCallView {
  state: PeerCallState;
  remoteStream: MediaStream | null;
  problem: string | null;
  /** Closes the call at once (the show ended). */
  close(): void;
}

export const refreshDelay = (expiresAt: string, now: number = Date.now()) =>
  Math.min(MAX_TIMER_MS, Math.max(MIN_REFRESH_MS, Date.parse(expiresAt) - now - REFRESH_BEFORE_MS));

export function usePeerCall({ streamId, polite, localStream, ready, createPeerConnection, onNotRunning }: PeerCallOptions): PeerCallView {
  const [state, setState] = useState<PeerCallState>('idle');
  const [remoteStream, setRemoteStream] = useState<MediaStream | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [started, setStarted] = useState(false);
  const call = useRef<PeerCall | null>(null);
  const listeners = useRef(new Set<(data: unknown) => void>());
  const lostSignals = useRef(false);
  const local = useRef(localStream);
  local.current = localStream;
  const notRunning = useRef(onNotRunning);
  notRunning.current = onNotRunning;
  const socketStatus = useAppSelector(selectSocketStatus);

  // Once ready, the call runs until the page leaves: a camera switched later must not restart it.
  useEffect(() => {
    if (ready) setStarted(true);
  }, [ready]);

  useEffect(() => {
    if (!started || !createPeerConnection) return undefined;
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const transport: SignalTransport = {
      send: (data) => {
        const socket = liveSocket();
        // socket.io keeps what is sent while it reconnects; with no socket at all yet, the signal is lost.
        if (socket) socket.emit('stream/signal', { streamId, data });
        else lostSignals.current = true;
      },
      subscribe: (listener) => {
        listeners.current.add(listener);
        return () => listeners.current.delete(listener);
      },
    };
    const fetchServers = async () => {
      try {
        const { data } = await streamingService.iceServers(streamId);
        if (!active) return;
        setProblem(null);
        if (!call.current) {
          const made = new PeerCall({
            polite,
            createPeerConnection,
            transport,
            iceServers: data.iceServers,
            onStateChange: (next) => active && setState(next),
            onRemoteStream: (stream) => active && setRemoteStream(stream),
          });
          call.current = made;
          made.setLocalStream(local.current);
          made.start();
        } else {
          call.current.setIceServers(data.iceServers);
        }
        if (data.expiresAt) timer = setTimeout(() => void fetchServers(), refreshDelay(data.expiresAt));
      } catch (e) {
        if (!active) return;
        const status = statusOf(e);
        if (status === 404 || status === 409) {
          notRunning.current();
          return;
        }
        // A running call keeps its servers until a read succeeds; a call not started yet waits for one.
        if (!call.current) setProblem(errorMessageOr(e, ICE_FAILED));
        timer = setTimeout(() => void fetchServers(), RETRY_MS);
      }
    };
    void fetchServers();
    return () => {
      active = false;
      if (timer) clearTimeout(timer);
      call.current?.close();
      call.current = null;
    };
  }, [started, streamId, polite, createPeerConnection]);

  useEffect(() => {
    call.current?.setLocalStream(localStream);
  }, [localStream]);

  useLiveSocketEvent('stream/signal', ({ streamId: about, data }) => {
    if (about !== streamId) return;
    for (const listener of [...listeners.current]) listener(data);
  });

  const previousStatus = useRef(socketStatus);
  useEffect(() => {
    const before = previousStatus.current;
    previousStatus.current = socketStatus;
    const current = call.current;
    if (socketStatus !== 'connected' || before === 'connected' || !current) return;
    // Back after a drop, or opened after signals were lost: start again unless the video is flowing.
    const dropped = before !== 'initialized';
    if ((dropped || lostSignals.current) && current.state !== 'connected') current.rejoin();
    lostSignals.current = false;
  }, [socketStatus]);

  return {
    state,
    remoteStream,
    problem,
    close: () => {
      call.current?.close();
    },
  };
}
