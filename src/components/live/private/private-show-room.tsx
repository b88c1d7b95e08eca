// A running private show, for either participant: the other side's video large and this side's camera small,
// the time since the show started, the price per minute, and for the fan what the show has cost so far and the
// wallet, with the one-minute warning and a way to top up (in a new tab: leaving this page would end the
// video). This side sends a heartbeat while the page is open. Whatever ends the show (either side, the
// wallet, a side gone silent, an admin) closes the peer connection and the camera at once.
import { AudioMutedOutlined, AudioOutlined, EyeInvisibleOutlined, EyeOutlined, WalletOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Flex, Popconfirm, Row, theme } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { PlainCard } from '@/components/layout/plain-card';
import type { StreamEndReason, StreamSession } from '@/contracts/streams';
import { formatPrice } from '@/lib/money';
import { errorMessageOr, notifyError } from '@/lib/notify';
import { streamingService } from '@/services/streaming.api';
import { DevicePicker } from '../camera-preview';
import { formatDuration } from '../live-text';
import { useLiveSocketEvent } from '../live-socket';
import { useCamera, type Camera } from '../use-camera';
import type { PeerConnectionFactory } from './peer-call';
import { WALLET_PATH, perMinute, secondsSince, type ShowRole } from './private-show-bits';
import { ShowStage } from './show-stage';
import { usePeerCall } from './use-peer-call';
import { useClock, usePrivateHeartbeat, useShowBilling } from './use-private-show';
import { useLeaveWarning } from '../use-leave-warning';

export const END_FAILED = 'Could not end the show, please try again';
export const NO_WEBRTC = 'This browser cannot make video calls. Open the show in a current Chrome, Firefox, Safari or Edge.';

export interface ShowEnd {
  /** Why, when this page knows (an event, or its own End); null when the page must read the show again. */
  reason: StreamEndReason | null;
  minutes: number;
  charged: number;
  /** The figures were the server's (the fan's page hears every charge). */
  exact: boolean;
}

export interface PrivateShowRoomProps {
  stream: StreamSession;
  role: ShowRole;
  otherName: string;
  createPeerConnection: PeerConnectionFactory | null;
  onEnded: (end: ShowEnd) => void;
}

function Figure({ label, children, testId, data }: { label: string; children: ReactNode; testId: string; data?: Record<string, string | number> }) {
  const { token } = theme.useToken();
  const attributes = Object.fromEntries(Object.entries(data ?? {}).map(([k, v]) => [`data-${k}`, String(v)]));
  return (
    <Flex vertical style={{ minWidth: 96 }}>
      <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
        {label}
      </Typography.Text>
      <Typography.Text strong style={{ fontSize: token.fontSizeHeading4 }} data-testid={testId} {...attributes}>
        {children}
      </Typography.Text>
    </Flex>
  );
}

function Devices({ camera, cameraOff, micOff, onCamera, onMic }: { camera: Camera; cameraOff: boolean; micOff: boolean; onCamera: () => void; onMic: () => void }) {
  return (
    <Flex vertical gap={8}>
      <DevicePicker camera={camera} disabled={camera.opening} basis="160px" testIdPrefix="private-show" />
      <Flex gap={8} wrap>
        <Button icon={cameraOff ? <EyeOutlined /> : <EyeInvisibleOutlined />} onClick={onCamera} disabled={!camera.stream} data-testid="private-show-toggle-camera">
          {cameraOff ? 'Show my camera' : 'Hide my camera'}
        </Button>
        <Button icon={micOff ? <AudioOutlined /> : <AudioMutedOutlined />} onClick={onMic} disabled={!camera.stream} data-testid="private-show-toggle-mic">
          {micOff ? 'Unmute me' : 'Mute me'}
        </Button>
      </Flex>
      {camera.error ? (
        <Alert
          type="warning"
          showIcon
          title={camera.error}
          description="The other side does not see or hear you until it works; you still see them."
          action={
            <Button size="small" onClick={camera.retry}>
              Try again
            </Button>
          }
          data-testid="private-show-camera-error"
        />
      ) : null}
    </Flex>
  );
}

export function PrivateShowRoom({ stream, role, otherName, createPeerConnection, onEnded }: PrivateShowRoomProps) {
  const { token } = theme.useToken();
  const camera = useCamera();
  const now = useClock();
  const billing = useShowBilling(stream, now);
  const [cameraOff, setCameraOff] = useState(false);
  const [micOff, setMicOff] = useState(false);
  const [ending, setEnding] = useState(false);
  const finished = useRef(false);
  const latest = useRef({ billing, camera: camera.stream, onEnded });
  latest.current = { billing, camera: camera.stream, onEnded };
  const price = stream.pricePerMinute ?? 0;
  const fan = role === 'fan';

  // Switched off and on by enabling the tracks: the connection keeps its senders, the other side sees black.
  useEffect(() => {
    camera.stream?.getVideoTracks().forEach((t) => (t.enabled = !cameraOff));
  }, [camera.stream, cameraOff]);
  useEffect(() => {
    camera.stream?.getAudioTracks().forEach((t) => (t.enabled = !micOff));
  }, [camera.stream, micOff]);

  const closeCall = useRef<() => void>(() => undefined);
  const finish = useCallback((reason: StreamEndReason | null) => {
    if (finished.current) return;
    finished.current = true;
    // At once: the server has stopped billing and relaying, the media between the browsers must stop too.
    closeCall.current();
    latest.current.camera?.getTracks().forEach((t) => t.stop());
    const { minutes, charged, exact } = latest.current.billing;
    latest.current.onEnded({ reason, minutes, charged, exact });
  }, []);

  usePrivateHeartbeat(stream._id, () => finish(null));
  // The fan is the polite side: when both offer at once, the performer's offer wins. Any fixed choice works as
  // long as the two sides differ, and each knows its role from the session without asking the other.
  const peer = usePeerCall({
    streamId: stream._id,
    polite: fan,
    localStream: camera.stream,
    ready: !camera.opening,
    createPeerConnection,
    onNotRunning: () => finish(null),
  });
  closeCall.current = peer.close;

  useLiveSocketEvent('stream/ended', ({ streamId, reason }) => {
    if (streamId === stream._id) finish(reason);
  });

  useLeaveWarning();

  async function end() {
    setEnding(true);
    try {
      const { data } = await streamingService.end(stream._id);
      finish(data.endReason ?? role);
    } catch (e) {
      notifyError(errorMessageOr(e, END_FAILED));
      setEnding(false);
    }
  }

  const seconds = secondsSince(stream.startedAt, now);
  const warning = fan ? billing.warning : null;
  const secondsLeft = warning ? Math.max(0, Math.ceil((Date.parse(warning.endsAt) - now) / 1000)) : 0;

  return (
    <Flex vertical gap={token.marginSM} data-testid="private-show-room">
      {warning ? (
        <Alert
          type="error"
          showIcon
          title={`Your wallet cannot pay the next minute (${formatPrice(price)}).`}
          description={
            <>
              The show ends in <strong data-testid="private-show-warning-left">{formatDuration(secondsLeft)}</strong> unless you top up. The wallet opens in a new
              tab, so the show goes on here.
            </>
          }
          action={
            <Button type="primary" icon={<WalletOutlined />} href={WALLET_PATH} target="_blank" rel="noopener noreferrer" data-testid="private-show-top-up">
              Top up
            </Button>
          }
          data-testid="private-show-warning"
        />
      ) : null}
      {createPeerConnection ? null : <Alert type="error" showIcon title={NO_WEBRTC} data-testid="private-show-no-webrtc" />}
      {peer.problem ? <Alert type="warning" showIcon title={peer.problem} data-testid="private-show-problem" /> : null}
      <Row gutter={[token.margin, token.margin]}>
        <Col xs={24} lg={16}>
          <ShowStage remoteStream={peer.remoteStream} localStream={camera.stream} state={peer.state} otherName={otherName} cameraOff={cameraOff} />
        </Col>
        <Col xs={24} lg={8}>
          <Flex vertical gap={token.marginSM}>
            <PlainCard size="small">
              <Flex gap={token.margin} wrap>
                <Figure label="Time" testId="private-show-timer" data={{ seconds }}>
                  {formatDuration(seconds)}
                </Figure>
                <Figure label="Price" testId="private-show-price" data={{ amount: price }}>
                  {perMinute(price)}
                </Figure>
                <Figure label={fan ? 'Minutes paid' : 'Minutes'} testId="private-show-minutes" data={{ minutes: billing.minutes }}>
                  {billing.minutes}
                </Figure>
                <Figure label={fan ? 'Cost so far' : 'Paid by the fan'} testId="private-show-cost" data={{ amount: billing.charged, exact: String(billing.exact) }}>
                  {formatPrice(billing.charged)}
                </Figure>
                {fan ? (
                  <Figure label="Your wallet" testId="private-show-balance" data={{ amount: billing.balance }}>
                    {formatPrice(billing.balance)}
                  </Figure>
                ) : null}
              </Flex>
              <Typography.Paragraph type="secondary" style={{ margin: `${token.marginSM}px 0 0` }}>
                {fan
                  ? 'Every minute that starts is charged from your wallet; ending the show stops the charges.'
                  : `Every minute that starts is charged to ${otherName}; your share goes to your earnings.`}
              </Typography.Paragraph>
            </PlainCard>
            <Devices
              camera={camera}
              cameraOff={cameraOff}
              micOff={micOff}
              onCamera={() => setCameraOff((v) => !v)}
              onMic={() => setMicOff((v) => !v)}
            />
            <Popconfirm
              title="End the show?"
              description={fan ? 'Nothing more is charged; the minute already started stays paid.' : `${otherName} is told the show has ended.`}
              okText="End show"
              okButtonProps={{ danger: true, 'data-testid': 'private-show-end-confirm' }}
              onConfirm={() => end()}
            >
              <Button danger type="primary" block loading={ending} data-testid="private-show-end">
                End show
              </Button>
            </Popconfirm>
          </Flex>
        </Col>
      </Row>
    </Flex>
  );
}
