// The Go live page on air: the picture (the camera's preview, or with streaming software the session as viewers
// see it), the time on air, the video's state, End, viewers, tips and the chat with moderation. The heartbeat
// goes out every HEARTBEAT_INTERVAL_SECONDS while the page is open, whatever the source (useBroadcast); the
// camera's recorder runs only with the camera. With streaming software the server also counts the software's
// broadcast as the session's heartbeat, so the session stays on air while either is there.
import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Flex, Popconfirm, Row, Statistic, Tag, theme } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { PlainCard } from '@/components/layout/plain-card';
import type { StreamSession } from '@/contracts/streams';
import { LinkButton } from '@/components/common/link-button';
import { formatPrice } from '@/lib/money';
import { errorMessageOr, notifyError, notifySuccess } from '@/lib/notify';
import { useAppSelector } from '@/redux/hooks';
import { selectCurrentUser } from '@/redux/user/selectors';
import { streamingService } from '@/services/streaming.api';
import { CameraPreview } from './camera-preview';
import { END_FAILED, formatDuration, sessionPriceText, watchPath } from './live-text';
import { LiveMark } from './live-badge';
import { LiveChat } from './live-chat';
import { PrivateRequests } from './private/private-requests';
import type { LivePlayerFactory } from './live-player';
import type { MakeRecorder } from './live-publisher';
import type { LiveSource } from './live-source';
import { ObsPicture } from './obs-on-air';
import { secondsOnAir, useBroadcast, type VideoState } from './use-broadcast';
import type { Camera } from './use-camera';
import { useLiveRoom } from './use-live-room';
import { useLeaveWarning } from './use-leave-warning';

const VIDEO_STATE: Record<VideoState, { color: string; text: string }> = {
  idle: { color: 'default', text: 'Video stopped' },
  connecting: { color: 'processing', text: 'Connecting the video…' },
  sending: { color: 'success', text: 'Video on air' },
  failed: { color: 'error', text: 'Video not on air' },
};

export interface OnAirProps {
  stream: StreamSession;
  source: LiveSource;
  camera: Camera;
  onEnded: (s: StreamSession) => void;
  makeRecorder?: MakeRecorder;
  /** The player of the session's own video, with streaming software; the HLS one unless told otherwise. */
  player?: LivePlayerFactory;
}

export function OnAir({ stream, source, camera, onEnded, makeRecorder, player }: OnAirProps) {
  const { token } = theme.useToken();
  const me = useAppSelector(selectCurrentUser);
  const [ending, setEnding] = useState(false);
  const [seconds, setSeconds] = useState(() => secondsOnAir(stream));
  const finished = useRef(false);

  const finish = useCallback(
    (ended: StreamSession) => {
      if (finished.current) return;
      finished.current = true;
      onEnded(ended);
    },
    [onEnded],
  );
  const endedElsewhere = useCallback(() => {
    broadcastStop.current();
    notifyError('Your live was ended.');
    finish({ ...stream, status: 'ended', duration: secondsOnAir(stream) });
  }, [finish, stream]);

  // Without camera media nothing is recorded: the heartbeat alone runs (streaming software sends the video).
  const broadcast = useBroadcast({ stream, media: source === 'camera' ? camera.stream : null, onGone: endedElsewhere, makeRecorder });
  const broadcastStop = useRef(broadcast.stop);
  broadcastStop.current = broadcast.stop;
  const room = useLiveRoom(stream._id, { enabled: true, viewerCount: stream.viewerCount, tipTotal: stream.tipTotal, onEnded: endedElsewhere });

  useEffect(() => {
    const timer = setInterval(() => setSeconds(secondsOnAir(stream)), 1000);
    return () => clearInterval(timer);
  }, [stream]);

  useLeaveWarning();

  async function end() {
    setEnding(true);
    // The video stops first: nothing is sent for a session that is ending (the server closes the software's connection).
    broadcast.stop();
    try {
      const { data } = await streamingService.end(stream._id);
      notifySuccess('Your live has ended');
      finish(data);
    } catch (e) {
      notifyError(errorMessageOr(e, END_FAILED));
      setEnding(false);
    }
  }

  const overlay = (
    <Flex gap={6} align="center" style={{ position: 'absolute', top: token.paddingXS, left: token.paddingXS }}>
      <LiveMark />
      <Tag style={{ marginInlineEnd: 0 }} data-testid="go-live-time">
        {formatDuration(seconds)}
      </Tag>
    </Flex>
  );
  const endButton = (
    <Popconfirm
      title="End the live?"
      description="Viewers are told it has ended; it cannot be started again."
      okText="End live"
      okButtonProps={{ danger: true, 'data-testid': 'go-live-end-confirm' }}
      onConfirm={() => end()}
    >
      <Button danger type="primary" loading={ending} data-testid="go-live-end">
        End live
      </Button>
    </Popconfirm>
  );
  const state = VIDEO_STATE[broadcast.video];

  return (
    <Row gutter={[token.margin, token.margin]} data-testid="go-live-on-air" data-source={source}>
      <Col xs={24} lg={15}>
        <Flex vertical gap={token.marginSM}>
          {source === 'obs' ? (
            <ObsPicture streamId={stream._id} title={stream.title} player={player} overlay={overlay} actions={endButton} />
          ) : (
            <>
              <CameraPreview camera={camera} overlay={overlay} />
              <Flex align="center" justify="space-between" gap={8} wrap>
                <Tag color={state.color} data-testid="go-live-video-state" data-state={broadcast.video}>
                  {state.text}
                </Tag>
                {endButton}
              </Flex>
              {broadcast.problem ? (
                <Alert
                  type="error"
                  showIcon
                  title={broadcast.problem}
                  description="Your session is still on air; viewers see a waiting screen until the video comes back."
                  action={
                    <Button size="small" icon={<ReloadOutlined />} onClick={broadcast.retry} data-testid="go-live-retry">
                      Try again
                    </Button>
                  }
                  data-testid="go-live-video-problem"
                />
              ) : null}
            </>
          )}
          <PlainCard size="small">
            <Flex gap={token.marginLG} wrap>
              <div data-testid="live-viewers" data-count={room.viewers}>
                <Statistic title="Watching" value={room.viewers} />
              </div>
              <Statistic title="Tips" value={formatPrice(room.tipTotal)} />
              <Flex vertical>
                <Typography.Text type="secondary">{sessionPriceText(stream)}</Typography.Text>
                <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
                  {stream.title}
                </Typography.Text>
                <LinkButton href={watchPath(stream._id)} type="link" size="small" style={{ paddingInline: 0 }}>
                  Open the viewers&apos; page
                </LinkButton>
              </Flex>
            </Flex>
          </PlainCard>
        </Flex>
      </Col>
      <Col xs={24} lg={9}>
        <Flex vertical gap={token.marginSM}>
          <LiveChat conversationId={stream.conversationId} performerId={stream.performerId} meId={me._id} moderator canSend height={420} />
          {/* Requests keep coming while on air; accepting one means ending this live first (the server says so). */}
          <PrivateRequests />
        </Flex>
      </Col>
    </Row>
  );
}
