// The viewer's picture of a live session: a waiting screen until the session's video can be played, then the
// player (started only then: an HLS player gives up on a playlist that does not exist yet), a play button
// when the browser wants a tap first, and the reason when playback stops.
import { CaretRightOutlined, LoadingOutlined } from '@ant-design/icons';
import { Button, Flex, theme } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import { useEffect, useRef, useState } from 'react';
import { createHlsPlayer, type LivePlayerFactory } from './live-player';

export type LiveVideoState = 'waiting' | 'loading' | 'playing' | 'blocked' | 'stopped';

export interface LiveVideoProps {
  streamId: string;
  /** The player may start: the session's first playlist exists, or the site's live video is on Agora. */
  playable: boolean;
  /** The player to use; the HLS one unless told otherwise. */
  player?: LivePlayerFactory;
  /** Playback stopped for good, with the reason (the page reads the session again: access may have changed). */
  onStopped?: (message: string) => void;
  title: string;
}

export function LiveVideo({ streamId, playable, player = createHlsPlayer, onStopped, title }: LiveVideoProps) {
  const { token } = theme.useToken();
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<LiveVideoState>('waiting');
  const [problem, setProblem] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const stopped = useRef(onStopped);
  useEffect(() => {
    stopped.current = onStopped;
  });

  useEffect(() => {
    const element = video.current;
    if (!playable || !element) {
      setState('waiting');
      return undefined;
    }
    let active = true;
    let instance: { destroy(): void } | null = null;
    setState('loading');
    setProblem(null);
    const onPlaying = () => active && setState('playing');
    element.addEventListener('playing', onPlaying);
    void player({
      streamId,
      video: element,
      onFatal: (message) => {
        if (!active) return;
        setState('stopped');
        setProblem(message);
        stopped.current?.(message);
      },
      onBlocked: () => active && setState('blocked'),
    }).then((made) => {
      if (active) instance = made;
      else made.destroy();
    });
    return () => {
      active = false;
      element.removeEventListener('playing', onPlaying);
      instance?.destroy();
    };
  }, [streamId, playable, player, attempt]);

  const overlay = { position: 'absolute', inset: 0, color: '#fff', background: 'rgba(0, 0, 0, 0.55)', padding: token.padding, textAlign: 'center' } as const;

  return (
    <div
      data-testid="live-player"
      data-state={state}
      style={{ position: 'relative', width: '100%', aspectRatio: '16 / 9', background: '#000', borderRadius: token.borderRadiusLG, overflow: 'hidden' }}
    >
      <video
        ref={video}
        playsInline
        controls={state === 'playing'}
        aria-label={`Live video: ${title}`}
        style={{ width: '100%', height: '100%', display: 'block', objectFit: 'contain', background: '#000' }}
      />
      {state === 'waiting' || state === 'loading' ? (
        <Flex vertical align="center" justify="center" gap={8} style={overlay} data-testid="live-player-waiting">
          <LoadingOutlined style={{ fontSize: 32 }} />
          <Typography.Text style={{ color: '#fff' }}>{state === 'waiting' ? 'Waiting for the video to start…' : 'Loading the video…'}</Typography.Text>
        </Flex>
      ) : null}
      {state === 'blocked' ? (
        <Flex align="center" justify="center" style={overlay}>
          <Button
            type="primary"
            size="large"
            icon={<CaretRightOutlined />}
            onClick={() => {
              const element = video.current;
              if (!element) return;
              void element.play()?.then(() => setState('playing'), () => undefined);
            }}
            data-testid="live-player-play"
          >
            Play
          </Button>
        </Flex>
      ) : null}
      {state === 'stopped' ? (
        <Flex vertical align="center" justify="center" gap={8} style={overlay} data-testid="live-player-stopped">
          <Typography.Text style={{ color: '#fff' }}>{problem}</Typography.Text>
          <Button onClick={() => setAttempt((n) => n + 1)} data-testid="live-player-retry">
            Try again
          </Button>
        </Flex>
      ) : null}
    </div>
  );
}
