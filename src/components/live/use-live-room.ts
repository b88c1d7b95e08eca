// A live session's room while its page is open: the viewer count, the tip total, whether the video can be
// played yet, and the end. The room's chat lines reach the store through the socket service.
import { useEffect, useRef, useState } from 'react';
import type { StreamEndReason } from '@/contracts/streams';
import { useAppDispatch } from '@/redux/hooks';
import { receiveStreamMessage } from '@/redux/stream-message/actions';
import { followStream } from '@/services/socket';
import { playlistReady } from './live-player';
import { useLiveSocketEvent } from './live-socket';

/** While nothing says the video is playable, the playlist is asked for again this often. */
export const PLAYABLE_CHECK_MS = 5000;

export interface LiveRoomOptions {
  /** Joins the room (the viewer may watch, or is the performer). */
  enabled: boolean;
  /** Starting values, from the session as last read. */
  viewerCount?: number;
  tipTotal?: number;
  /** Whether to find out when the video can be played (viewers; the performer sees their own camera). */
  watchPlayable?: boolean;
  onEnded?: (reason: StreamEndReason) => void;
}

export interface LiveRoom {
  viewers: number;
  tipTotal: number;
  /** The session's first playlist exists. */
  playable: boolean;
  endedReason: StreamEndReason | null;
}

export function useLiveRoom(streamId: string, options: LiveRoomOptions): LiveRoom {
  const { enabled, watchPlayable = false } = options;
  const dispatch = useAppDispatch();
  const [viewers, setViewers] = useState(options.viewerCount ?? 0);
  const [tipTotal, setTipTotal] = useState(options.tipTotal ?? 0);
  const [playable, setPlayable] = useState(false);
  const [endedReason, setEndedReason] = useState<StreamEndReason | null>(null);
  const onEnded = useRef(options.onEnded);
  useEffect(() => {
    onEnded.current = options.onEnded;
  });

  // The session as read (again) brings its stored counts; the room's events keep them current from there.
  useEffect(() => {
    if (options.viewerCount !== undefined) setViewers(options.viewerCount);
  }, [options.viewerCount]);
  useEffect(() => {
    if (options.tipTotal !== undefined) setTipTotal(options.tipTotal);
  }, [options.tipTotal]);
  useEffect(() => {
    setPlayable(false);
    setEndedReason(null);
  }, [streamId]);

  useEffect(() => {
    if (!enabled) return undefined;
    return followStream(streamId);
  }, [streamId, enabled]);

  // A viewer arriving after the session announced its video asks whether the playlist is there, and asks
  // again now and then until it is (an announcement can pass while the room is being joined).
  useEffect(() => {
    if (!enabled || !watchPlayable || playable || endedReason) return undefined;
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      const ready = await playlistReady(streamId);
      if (!active) return;
      if (ready) setPlayable(true);
      else timer = setTimeout(() => void check(), PLAYABLE_CHECK_MS);
    };
    void check();
    return () => {
      active = false;
      if (timer) clearTimeout(timer);
    };
  }, [streamId, enabled, watchPlayable, playable, endedReason]);

  useLiveSocketEvent('stream/viewers', (payload) => {
    if (payload.streamId === streamId) setViewers(payload.count);
  });
  useLiveSocketEvent('stream/tip', (payload) => {
    if (payload.streamId !== streamId) return;
    setTipTotal(payload.tipTotal);
    // The tip's line also comes as stream/message; the chat keeps each line once.
    dispatch(receiveStreamMessage(payload.message));
  });
  useLiveSocketEvent('stream/playable', (payload) => {
    if (payload.streamId === streamId) setPlayable(true);
  });
  useLiveSocketEvent('stream/ended', (payload) => {
    if (payload.streamId !== streamId) return;
    setEndedReason(payload.reason);
    onEnded.current?.(payload.reason);
  });

  return { viewers, tipTotal, playable, endedReason };
}
