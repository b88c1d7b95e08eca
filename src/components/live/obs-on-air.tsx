// On air from streaming software: the performer sees their session as viewers do (the session's own HLS
// playlist in the usual player, started again each time the server says a new broadcast plays) and whether
// the server is receiving the software's video. Receiving means a playlist without its end mark: checked
// every OBS_CHECK_MS and at once on stream/playable; the software stopping leaves the end mark. There is no
// recorder here: the software sends the video.
import { Alert, Flex, Tag, theme } from 'antd';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { fetchText } from '@/lib/request';
import type { LivePlayerFactory } from './live-player';
import { useLiveSocketEvent } from './live-socket';
import { LiveVideo } from './live-video';

/** How often the page looks whether the software's video still arrives. */
export const OBS_CHECK_MS = 3000;

export type ObsSignal = 'waiting' | 'receiving';

/** A playlist that is there and not ended: a broadcast is arriving now. */
export const isReceiving = (playlist: string | null) => !!playlist && playlist.includes('#EXTM3U') && !playlist.includes('#EXT-X-ENDLIST');

async function readPlaylist(streamId: string): Promise<string | null> {
  try {
    const res = await fetchText(`/live/${encodeURIComponent(streamId)}/index.m3u8`);
    return res.status === 200 ? res.text : null;
  } catch {
    return null;
  }
}

/** Whether the software's video arrives, each new broadcast (the player restarts on it), and the server's word when it could not take it. */
export function useObsSignal(streamId: string) {
  const [signal, setSignal] = useState<ObsSignal>('waiting');
  const [broadcast, setBroadcast] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);

  const check = useCallback(async () => setSignal(isReceiving(await readPlaylist(streamId)) ? 'receiving' : 'waiting'), [streamId]);
  useEffect(() => {
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const loop = async () => {
      await check();
      if (active) timer = setTimeout(() => void loop(), OBS_CHECK_MS);
    };
    void loop();
    return () => {
      active = false;
      if (timer) clearTimeout(timer);
    };
  }, [check]);

  useLiveSocketEvent('stream/playable', (payload) => {
    if (payload.streamId !== streamId) return;
    setProblem(null);
    setBroadcast((n) => n + 1);
    void check();
  });
  useLiveSocketEvent('stream/ingest-failed', (payload) => {
    if (payload.streamId !== streamId) return;
    setProblem(payload.message);
    setSignal('waiting');
  });
  return { signal, broadcast, problem };
}

const SIGNAL: Record<ObsSignal, { color: string; text: string }> = {
  waiting: { color: 'processing', text: 'Waiting for OBS…' },
  receiving: { color: 'success', text: 'Receiving from OBS' },
};

export interface ObsPictureProps {
  streamId: string;
  title: string;
  player?: LivePlayerFactory;
  /** Drawn over the picture (the time on air). */
  overlay?: ReactNode;
  /** Beside the state (the End button). */
  actions?: ReactNode;
}

export function ObsPicture({ streamId, title, player, overlay, actions }: ObsPictureProps) {
  const { token } = theme.useToken();
  const { signal, broadcast, problem } = useObsSignal(streamId);
  const state = SIGNAL[signal];
  return (
    <Flex vertical gap={token.marginSM}>
      <div style={{ position: 'relative' }}>
        <LiveVideo key={broadcast} streamId={streamId} playable={signal === 'receiving'} player={player} title={title} />
        {overlay}
      </div>
      <Flex align="center" justify="space-between" gap={8} wrap>
        <Tag color={state.color} data-testid="go-live-video-state" data-state={signal}>
          {state.text}
        </Tag>
        {actions}
      </Flex>
      {problem ? (
        <Alert type="error" showIcon title={problem} description="Your session is still on air: start streaming again in OBS." data-testid="go-live-video-problem" />
      ) : signal === 'waiting' ? (
        <Alert type="info" showIcon title="Press Start Streaming in OBS. Viewers see a waiting screen until your video arrives." data-testid="go-live-obs-waiting" />
      ) : null}
    </Flex>
  );
}
