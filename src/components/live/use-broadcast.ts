// The performer's side of a session on air: the video going out, the heartbeat every HEARTBEAT_INTERVAL_SECONDS
// with the seconds on air, and the server's word when it could not take the video or when the session ended
// without the performer (an admin, or a heartbeat that did not arrive in time). The video goes to the server
// over the socket (published again after the socket comes back from a drop, since the connection it went over
// is gone), or, on a site whose live video is on Agora, to the session's Agora channel, whose SDK reconnects
// by itself. The heartbeat is the same either way.
import { useCallback, useEffect, useRef, useState } from 'react';
import { HEARTBEAT_INTERVAL_SECONDS } from '@/contracts/list-values';
import type { StreamSession } from '@/contracts/streams';
import { useAppSelector } from '@/redux/hooks';
import { selectSocketStatus } from '@/redux/socket/selectors';
import { streamingService } from '@/services/streaming.api';
import { createAgoraPublisher, type VideoPublisher } from './agora-publisher';
import { selectLiveOnAgora, type LoadAgoraSdk } from './agora-sdk';
import { createLivePublisher, type MakeRecorder } from './live-publisher';
import { liveSocket, useLiveSocketEvent } from './live-socket';

export type VideoState = 'idle' | 'connecting' | 'sending' | 'failed';

export interface Broadcast {
  video: VideoState;
  /** Why the video is not going out, as a sentence. */
  problem: string | null;
  /** Publishes again (after a failure). */
  retry(): void;
  /** Stops the video and the heartbeat (before ending the session, or when it ended elsewhere). */
  stop(): void;
}

export interface BroadcastOptions {
  /** The session on air; null while there is none. */
  stream: StreamSession | null;
  media: MediaStream | null;
  /** The heartbeat was refused with a 409: the session is no longer live. */
  onGone: () => void;
  makeRecorder?: MakeRecorder;
  /** Loads the Agora SDK, when the site's live video is on Agora; agora-rtc-sdk-ng unless told otherwise. */
  loadAgoraSdk?: LoadAgoraSdk;
}

/** Seconds since the session went on air. */
export const secondsOnAir = (stream: Pick<StreamSession, 'startedAt'>, now = Date.now()) =>
  stream.startedAt ? Math.max(0, Math.floor((now - Date.parse(stream.startedAt)) / 1000)) : 0;

const statusOf = (e: unknown) => (typeof e === 'object' && e !== null ? (e as { statusCode?: unknown }).statusCode : undefined);

export function useBroadcast({ stream, media, onGone, makeRecorder, loadAgoraSdk }: BroadcastOptions): Broadcast {
  const [video, setVideo] = useState<VideoState>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const publisher = useRef<VideoPublisher | null>(null);
  // The site's public settings decide the way out, as they decide the viewers' player.
  const onAgora = useAppSelector(selectLiveOnAgora);
  const gone = useRef(onGone);
  useEffect(() => {
    gone.current = onGone;
  });
  const streamId = stream?._id ?? null;

  const publish = useCallback(async () => {
    const current = publisher.current;
    if (!current) return;
    setVideo('connecting');
    setProblem(null);
    const answer = await current.start();
    if (publisher.current !== current) return;
    if (answer.ok) setVideo('sending');
    else {
      setVideo('failed');
      setProblem(answer.message);
    }
  }, []);

  // One publisher per session and camera stream; it stops when either goes (or the page closes).
  useEffect(() => {
    if (!streamId || !media) return undefined;
    const failed = (message: string) => {
      if (publisher.current !== made) return;
      setVideo('failed');
      setProblem(message);
    };
    const made: VideoPublisher = onAgora
      ? createAgoraPublisher({ streamId, media, onFailure: failed, loadSdk: loadAgoraSdk })
      : createLivePublisher({ streamId, media, socket: liveSocket, makeRecorder, onRecorderError: failed });
    publisher.current = made;
    void publish();
    return () => {
      if (publisher.current === made) publisher.current = null;
      made.stop();
      setVideo('idle');
    };
  }, [streamId, media, makeRecorder, onAgora, loadAgoraSdk, publish]);

  // The heartbeat, while the session is on air.
  const startedAt = stream?.startedAt ?? null;
  useEffect(() => {
    if (!streamId) return undefined;
    const beat = () => {
      streamingService.setDuration({ streamId, duration: secondsOnAir({ startedAt }) }).catch((e: unknown) => {
        if (statusOf(e) === 409) gone.current();
      });
    };
    const timer = setInterval(beat, HEARTBEAT_INTERVAL_SECONDS * 1000);
    return () => clearInterval(timer);
  }, [streamId, startedAt]);

  // A connection that dropped took the server's side of the video with it: publish again once back. Video on
  // Agora does not go over the socket.
  const socketStatus = useAppSelector(selectSocketStatus);
  const previous = useRef(socketStatus);
  useEffect(() => {
    const before = previous.current;
    previous.current = socketStatus;
    const back = socketStatus === 'connected' && (before === 'disconnect' || before === 'reconnecting' || before === 'failed');
    if (back && publisher.current && !onAgora) void publish();
  }, [socketStatus, onAgora, publish]);

  useLiveSocketEvent('stream/ingest-failed', (payload) => {
    if (payload.streamId !== streamId) return;
    setVideo('failed');
    setProblem(payload.message || 'The server could not take the video.');
  });

  const stop = useCallback(() => {
    const current = publisher.current;
    publisher.current = null;
    current?.stop();
    setVideo('idle');
  }, []);

  return { video, problem, retry: () => void publish(), stop };
}
