// The pictures of a private show: the other side large, this side's camera small in a corner (mirrored, and
// muted so nobody hears themselves), and what the connection is doing while there is no picture. The other
// side's video plays by itself; a browser that refuses sound without a tap first gets it muted, with a button
// to turn the sound on. Tall on a phone, wide on a larger screen.
import { EyeInvisibleOutlined, LoadingOutlined, SoundOutlined } from '@ant-design/icons';
import { Button, Flex, Grid, theme } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import type { PeerCallState } from './peer-call';

const WAITING_TEXT: Record<PeerCallState, (other: string) => string> = {
  idle: () => 'Preparing the video…',
  waiting: (other) => `Waiting for ${other} to join…`,
  connecting: (other) => `Connecting to ${other}…`,
  connected: (other) => `Waiting for ${other}'s picture…`,
  reconnecting: () => 'The connection dropped. Reconnecting…',
  failed: () => 'The connection failed. Trying again…',
  closed: () => 'The video has ended.',
};

const isNotAllowed = (e: unknown) => typeof e === 'object' && e !== null && (e as { name?: unknown }).name === 'NotAllowedError';

/** Plays a media element; answers false when the browser wants a tap first. */
async function tryPlay(element: HTMLVideoElement): Promise<boolean> {
  try {
    // jsdom and some older browsers answer nothing rather than a promise.
    await element.play();
    return true;
  } catch (e) {
    return !isNotAllowed(e);
  }
}

export interface ShowStageProps {
  remoteStream: MediaStream | null;
  localStream: MediaStream | null;
  state: PeerCallState;
  otherName: string;
  /** This side's camera is switched off. */
  cameraOff?: boolean;
}

export function ShowStage({ remoteStream, localStream, state, otherName, cameraOff = false }: ShowStageProps) {
  const { token, cssVar } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const remote = useRef<HTMLVideoElement>(null);
  const local = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [mutedByBrowser, setMutedByBrowser] = useState(false);

  useEffect(() => {
    const element = remote.current;
    if (!element) return undefined;
    element.srcObject = remoteStream;
    setPlaying(false);
    if (!remoteStream) return undefined;
    let active = true;
    void (async () => {
      if (await tryPlay(element)) return;
      // No sound without a tap: play muted rather than not at all, and offer the sound.
      element.muted = true;
      if (active) setMutedByBrowser(true);
      await tryPlay(element);
    })();
    return () => {
      active = false;
    };
  }, [remoteStream]);

  useEffect(() => {
    if (local.current) local.current.srcObject = localStream;
  }, [localStream]);

  const tall = !screens.md;
  const frame: CSSProperties = {
    position: 'relative',
    width: '100%',
    aspectRatio: tall ? '3 / 4' : '16 / 9',
    maxHeight: tall ? '70vh' : undefined,
    background: '#000',
    borderRadius: token.borderRadiusLG,
    overflow: 'hidden',
  };
  const showPicture = !!remoteStream && playing;

  return (
    <div style={frame} data-testid="private-show-stage">
      <video
        ref={remote}
        autoPlay
        playsInline
        onPlaying={() => setPlaying(true)}
        aria-label={`${otherName}'s video`}
        style={{ width: '100%', height: '100%', display: 'block', objectFit: tall ? 'cover' : 'contain', background: '#000' }}
        data-testid="private-remote-video"
        data-state={showPicture ? 'playing' : remoteStream ? 'loading' : 'waiting'}
        data-connection={state}
      />
      {showPicture && state !== 'reconnecting' && state !== 'failed' ? null : (
        <Flex
          vertical
          align="center"
          justify="center"
          gap={8}
          style={{ position: 'absolute', inset: 0, color: '#fff', background: 'rgba(0, 0, 0, 0.55)', padding: token.padding, textAlign: 'center' }}
          data-testid="private-show-connection"
          data-state={state}
        >
          <LoadingOutlined style={{ fontSize: 32 }} />
          <Typography.Text style={{ color: '#fff' }}>{WAITING_TEXT[state](otherName)}</Typography.Text>
        </Flex>
      )}
      {mutedByBrowser ? (
        <Button
          icon={<SoundOutlined />}
          onClick={() => {
            if (remote.current) remote.current.muted = false;
            setMutedByBrowser(false);
          }}
          style={{ position: 'absolute', top: token.paddingXS, left: token.paddingXS }}
          data-testid="private-show-unmute"
        >
          Turn the sound on
        </Button>
      ) : null}
      <div
        style={{
          position: 'absolute',
          right: token.paddingXS,
          bottom: token.paddingXS,
          width: tall ? '32%' : '24%',
          minWidth: 88,
          aspectRatio: tall ? '3 / 4' : '16 / 9',
          background: '#111',
          borderRadius: token.borderRadius,
          overflow: 'hidden',
          border: `2px solid ${cssVar.colorBgContainer}`,
        }}
      >
        {/* Muted: nobody wants to hear themselves. Mirrored, as people expect to see themselves. */}
        <video
          ref={local}
          autoPlay
          muted
          playsInline
          aria-label="Your camera"
          style={{ width: '100%', height: '100%', objectFit: 'cover', transform: 'scaleX(-1)', visibility: cameraOff ? 'hidden' : 'visible' }}
          data-testid="private-local-video"
          data-state={localStream ? (cameraOff ? 'off' : 'on') : 'none'}
        />
        {cameraOff || !localStream ? (
          <Flex align="center" justify="center" style={{ position: 'absolute', inset: 0, color: '#fff' }}>
            <EyeInvisibleOutlined />
          </Flex>
        ) : null}
      </div>
    </div>
  );
}
