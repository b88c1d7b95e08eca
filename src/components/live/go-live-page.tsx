// The performer's Go live page (/creator/live). Before: the camera and microphone with a preview, and the
// session's title, type, price and recording choice; a session already on air (a closed tab, a crash) is
// offered to resume or end. On air: the preview with the time on air, viewers, tips, the video's state and
// the chat with moderation; End stops the video and ends the session. The server's refusals (an unverified
// performer, a session already on air) are shown with its own words.
import { AudioOutlined, ReloadOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Flex, Form, Input, InputNumber, Popconfirm, Radio, Result, Row, Select, Spin, Statistic, Switch, Tag, Typography, theme } from 'antd';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { startStreamBody, type startableStreamTypes, type StreamSession } from '@/contracts/streams';
import { zodRule } from '@/components/common/zod-rule';
import { LinkButton } from '@/components/common/link-button';
import { PageHead } from '@/components/common/page-head';
import { formatPrice } from '@/components/performers/price';
import { errorMessageOr, notifyError, notifySuccess } from '@/lib/notify';
import { useAppSelector } from '@/redux/hooks';
import { selectCurrentUser } from '@/redux/user/selectors';
import { streamingService } from '@/services/streaming.service';
import { LiveMark, ViewerCount, formatDuration, sessionPriceText, watchPath } from './live-bits';
import { LiveChat } from './live-chat';
import { RECORDING_UNSUPPORTED, chooseRecorderMime, type MakeRecorder } from './live-publisher';
import { findLiveSession } from './performer-live';
import { secondsOnAir, useBroadcast, type VideoState } from './use-broadcast';
import { useCamera, type Camera } from './use-camera';
import { useLiveRoom } from './use-live-room';

type StartableStreamType = (typeof startableStreamTypes)[number];

export const START_FAILED = 'Could not start the live, please try again';
export const END_FAILED = 'Could not end the live, please try again';

export interface GoLiveValues {
  title: string;
  description?: string;
  type: StartableStreamType;
  price?: number | null;
  keepRecording: boolean;
}

const INITIAL_VALUES: GoLiveValues = { title: '', description: '', type: 'public', price: 0, keepRecording: false };

/** Why the price does not fit the type, or null: a ticket must cost something; a price on top may be 0. */
export function priceProblem(type: StartableStreamType, price: number | null | undefined): string | null {
  if (type === 'group' && (price === null || price === undefined || price <= 0)) return 'A group show needs a ticket price above $0.00';
  if (price !== null && price !== undefined && (price < 0 || Math.abs(price * 100 - Math.round(price * 100)) > 1e-6)) {
    return 'The price must be $0.00 or more, with at most two decimals';
  }
  return null;
}

const browserCanRecord = () => typeof MediaRecorder !== 'undefined' && chooseRecorderMime((t) => MediaRecorder.isTypeSupported(t)) !== null;

function CameraPreview({ camera, overlay }: { camera: Camera; overlay?: ReactNode }) {
  const { token } = theme.useToken();
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current) video.current.srcObject = camera.stream;
  }, [camera.stream]);
  return (
    <div
      style={{ position: 'relative', width: '100%', aspectRatio: '16 / 9', background: '#000', borderRadius: token.borderRadiusLG, overflow: 'hidden' }}
      data-testid="go-live-preview"
    >
      {/* Muted: the performer hears themselves otherwise. Mirrored like a mirror; viewers get it the right way round. */}
      <video ref={video} autoPlay muted playsInline style={{ width: '100%', height: '100%', objectFit: 'contain', transform: 'scaleX(-1)' }} />
      {camera.opening ? (
        <Flex align="center" justify="center" style={{ position: 'absolute', inset: 0 }}>
          <Spin />
        </Flex>
      ) : null}
      {overlay}
    </div>
  );
}

function DevicePicker({ camera, disabled }: { camera: Camera; disabled: boolean }) {
  return (
    <Flex gap={8} wrap>
      <Select
        style={{ flex: '1 1 200px', minWidth: 0 }}
        value={camera.cameraId}
        onChange={camera.chooseCamera}
        options={camera.cameras.map((d) => ({ value: d.deviceId, label: d.label }))}
        placeholder="Camera"
        suffixIcon={<VideoCameraOutlined />}
        disabled={disabled || camera.cameras.length === 0}
        aria-label="Camera"
        data-testid="go-live-camera"
      />
      <Select
        style={{ flex: '1 1 200px', minWidth: 0 }}
        value={camera.microphoneId}
        onChange={camera.chooseMicrophone}
        options={camera.microphones.map((d) => ({ value: d.deviceId, label: d.label }))}
        placeholder="Microphone"
        suffixIcon={<AudioOutlined />}
        disabled={disabled || camera.microphones.length === 0}
        aria-label="Microphone"
        data-testid="go-live-microphone"
      />
    </Flex>
  );
}

function GoLiveForm({ starting, step, disabled, onStart }: { starting: boolean; step: string | null; disabled: boolean; onStart: (v: GoLiveValues) => void }) {
  const [form] = Form.useForm<GoLiveValues>();
  const type = Form.useWatch('type', form) ?? 'public';
  return (
    <Form form={form} layout="vertical" initialValues={INITIAL_VALUES} onFinish={onStart} disabled={starting} requiredMark="optional" data-testid="go-live-form">
      <Form.Item name="title" label="Title" required rules={[zodRule(startStreamBody.shape.title, { required: 'Give the session a title' })]}>
        <Input maxLength={200} placeholder="What is this live about?" data-testid="go-live-title" />
      </Form.Item>
      <Form.Item name="description" label="Description" rules={[zodRule(startStreamBody.shape.description)]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={2000} data-testid="go-live-description" />
      </Form.Item>
      <Form.Item name="type" label="Who can watch" required>
        <Radio.Group
          onChange={(e) => {
            // A ticket starts empty; a public session starts included in the subscription.
            form.setFieldValue('price', e.target.value === 'group' ? null : 0);
          }}
        >
          <Radio value="public" data-testid="go-live-type-public">
            My subscribers
          </Radio>
          <Radio value="group" data-testid="go-live-type-group">
            Ticket holders (group show)
          </Radio>
        </Radio.Group>
      </Form.Item>
      <Form.Item
        name="price"
        label={type === 'group' ? 'Ticket price' : 'Price on top of the subscription'}
        required={type === 'group'}
        extra={type === 'group' ? 'Everyone who watches buys a ticket, your subscribers too.' : '$0.00 means the live is included in the subscription.'}
        dependencies={['type']}
        rules={[
          ({ getFieldValue }) => ({
            validator: async (_rule, value: number | null | undefined) => {
              const problem = priceProblem(getFieldValue('type') as StartableStreamType, value);
              if (problem) throw new Error(problem);
            },
          }),
        ]}
      >
        <InputNumber<number> min={0} step={1} precision={2} prefix="$" style={{ width: '100%', maxWidth: 200 }} data-testid="go-live-price" />
      </Form.Item>
      <Form.Item name="keepRecording" label="Keep a recording" valuePropName="checked" extra="The live is recorded and kept after it ends.">
        <Switch data-testid="go-live-recording" />
      </Form.Item>
      <Flex align="center" gap={12} wrap>
        <Button type="primary" htmlType="submit" size="large" icon={<VideoCameraOutlined />} loading={starting} disabled={disabled} data-testid="go-live-start">
          Go live
        </Button>
        {step ? (
          <Typography.Text type="secondary" data-testid="go-live-step">
            {step}
          </Typography.Text>
        ) : null}
      </Flex>
    </Form>
  );
}

const VIDEO_STATE: Record<VideoState, { color: string; text: string }> = {
  idle: { color: 'default', text: 'Video stopped' },
  connecting: { color: 'processing', text: 'Connecting the video…' },
  sending: { color: 'success', text: 'Video on air' },
  failed: { color: 'error', text: 'Video not on air' },
};

function OnAir({ stream, camera, onEnded, makeRecorder }: { stream: StreamSession; camera: Camera; onEnded: (s: StreamSession) => void; makeRecorder?: MakeRecorder }) {
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

  const broadcast = useBroadcast({ stream, media: camera.stream, onGone: endedElsewhere, makeRecorder });
  const broadcastStop = useRef(broadcast.stop);
  broadcastStop.current = broadcast.stop;
  const room = useLiveRoom(stream._id, { enabled: true, viewerCount: stream.viewerCount, tipTotal: stream.tipTotal, onEnded: endedElsewhere });

  useEffect(() => {
    const timer = setInterval(() => setSeconds(secondsOnAir(stream)), 1000);
    return () => clearInterval(timer);
  }, [stream]);

  // Leaving the page while on air: the browser asks first (the session stays on air until its heartbeat stops).
  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  async function end() {
    setEnding(true);
    // The video stops first: nothing is sent for a session that is ending.
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

  const state = VIDEO_STATE[broadcast.video];
  return (
    <Row gutter={[token.margin, token.margin]} data-testid="go-live-on-air">
      <Col xs={24} lg={15}>
        <Flex vertical gap={token.marginSM}>
          <CameraPreview
            camera={camera}
            overlay={
              <Flex gap={6} align="center" style={{ position: 'absolute', top: token.paddingXS, left: token.paddingXS }}>
                <LiveMark />
                <Tag style={{ marginInlineEnd: 0 }} data-testid="go-live-time">
                  {formatDuration(seconds)}
                </Tag>
              </Flex>
            }
          />
          <Flex align="center" justify="space-between" gap={8} wrap>
            <Tag color={state.color} data-testid="go-live-video-state" data-state={broadcast.video}>
              {state.text}
            </Tag>
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
          <Card size="small">
            <Flex gap={token.marginLG} wrap>
              <Statistic title="Watching" value={room.viewers} />
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
            <div style={{ marginTop: token.marginXS }}>
              <ViewerCount count={room.viewers} />
            </div>
          </Card>
        </Flex>
      </Col>
      <Col xs={24} lg={9}>
        <LiveChat conversationId={stream.conversationId} performerId={stream.performerId} meId={me._id} moderator canSend height={420} />
      </Col>
    </Row>
  );
}

type Phase =
  | { phase: 'checking' }
  | { phase: 'setup'; existing: StreamSession | null }
  | { phase: 'live'; stream: StreamSession }
  | { phase: 'ended'; stream: StreamSession };

const statusOf = (e: unknown) => (typeof e === 'object' && e !== null ? (e as { statusCode?: unknown }).statusCode : undefined);

export interface GoLivePageProps {
  /** Makes the recorder; the browser's MediaRecorder by default. */
  makeRecorder?: MakeRecorder;
}

export function GoLivePage({ makeRecorder }: GoLivePageProps = {}) {
  const { token } = theme.useToken();
  const me = useAppSelector(selectCurrentUser);
  const [phase, setPhase] = useState<Phase>({ phase: 'checking' });
  const [starting, setStarting] = useState(false);
  const [step, setStep] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [endingExisting, setEndingExisting] = useState(false);
  // Asked in the browser only (the server renders the page too, and has no recorder).
  const [canRecord, setCanRecord] = useState(true);
  useEffect(() => setCanRecord(browserCanRecord()), []);
  const camera = useCamera({ locked: phase.phase === 'live' });

  const { _id: meId, name: meName, username: meUsername } = me;
  const lookForSession = useCallback(async () => {
    try {
      return await findLiveSession({ _id: meId, name: meName, username: meUsername });
    } catch {
      // Nothing found is what the form shows; a start refused for a session on air looks again.
      return null;
    }
  }, [meId, meName, meUsername]);

  // Once, on arrival: a session of this performer already on air is offered to resume or end.
  useEffect(() => {
    let active = true;
    void lookForSession().then((existing) => {
      if (active) setPhase((now) => (now.phase === 'checking' ? { phase: 'setup', existing } : now));
    });
    return () => {
      active = false;
    };
  }, [lookForSession]);

  async function start(values: GoLiveValues) {
    setStarting(true);
    setRefusal(null);
    setStep('Starting your live…');
    try {
      const { data } = await streamingService.start({
        type: values.type,
        title: values.title.trim(),
        description: values.description?.trim() ?? '',
        price: values.price ?? 0,
        keepRecording: values.keepRecording,
      });
      setPhase({ phase: 'live', stream: data });
    } catch (e) {
      const message = errorMessageOr(e, START_FAILED);
      setRefusal(message);
      notifyError(message);
      // Already on air: offer that session.
      if (statusOf(e) === 409) {
        const existing = await lookForSession();
        if (existing) setPhase({ phase: 'setup', existing });
      }
    } finally {
      setStarting(false);
      setStep(null);
    }
  }

  async function endExisting(existing: StreamSession) {
    setEndingExisting(true);
    try {
      await streamingService.end(existing._id);
      notifySuccess('Your live has ended');
      setRefusal(null);
      setPhase({ phase: 'setup', existing: null });
    } catch (e) {
      notifyError(errorMessageOr(e, END_FAILED));
    } finally {
      setEndingExisting(false);
    }
  }

  const onEnded = useCallback((stream: StreamSession) => setPhase({ phase: 'ended', stream }), []);
  const unverified = !!me.performer && me.performer.verificationStatus !== 'verified';
  const noCamera = !camera.stream;

  let body: ReactNode;
  if (phase.phase === 'checking') {
    body = (
      <Flex justify="center" style={{ padding: token.paddingLG }}>
        <Spin />
      </Flex>
    );
  } else if (phase.phase === 'live') {
    body = <OnAir stream={phase.stream} camera={camera} onEnded={onEnded} makeRecorder={makeRecorder} />;
  } else if (phase.phase === 'ended') {
    body = (
      <Result
        status="success"
        title="Your live has ended"
        subTitle={`“${phase.stream.title}” was on air for ${formatDuration(phase.stream.duration)}.`}
        extra={
          <Button type="primary" onClick={() => setPhase({ phase: 'setup', existing: null })} data-testid="go-live-again">
            Go live again
          </Button>
        }
        data-testid="go-live-ended"
      />
    );
  } else {
    const { existing } = phase;
    body = (
      <Row gutter={[token.margin, token.margin]}>
        <Col xs={24} lg={14}>
          <Flex vertical gap={token.marginSM}>
            <CameraPreview camera={camera} />
            <DevicePicker camera={camera} disabled={camera.opening} />
            {camera.error ? (
              <Alert
                type="warning"
                showIcon
                title={camera.error}
                action={
                  <Button size="small" onClick={camera.retry} data-testid="go-live-camera-retry">
                    Try again
                  </Button>
                }
                data-testid="go-live-camera-error"
              />
            ) : null}
            {canRecord ? null : <Alert type="error" showIcon title={RECORDING_UNSUPPORTED} data-testid="go-live-unsupported" />}
          </Flex>
        </Col>
        <Col xs={24} lg={10}>
          <Flex vertical gap={token.marginSM}>
            {unverified ? (
              <Alert type="info" showIcon title="You can go live once an administrator has verified your ID documents." data-testid="go-live-unverified" />
            ) : null}
            {refusal ? <Alert type="error" showIcon title={refusal} data-testid="go-live-refusal" /> : null}
            {existing ? (
              <Card title="You are live now" data-testid="go-live-existing">
                <Flex vertical gap={12}>
                  <Typography.Text>
                    “{existing.title}” ({sessionPriceText(existing)}) is on air. Resume broadcasting with the camera on the left, or end it.
                  </Typography.Text>
                  <Flex gap={8} wrap>
                    <Button
                      type="primary"
                      icon={<VideoCameraOutlined />}
                      disabled={noCamera || !canRecord}
                      onClick={() => {
                        setRefusal(null);
                        setPhase({ phase: 'live', stream: existing });
                      }}
                      data-testid="go-live-resume"
                    >
                      Resume broadcasting
                    </Button>
                    <Popconfirm
                      title="End this live?"
                      okText="End live"
                      okButtonProps={{ danger: true, 'data-testid': 'go-live-end-existing-confirm' }}
                      onConfirm={() => endExisting(existing)}
                    >
                      <Button danger loading={endingExisting} data-testid="go-live-end-existing">
                        End it
                      </Button>
                    </Popconfirm>
                  </Flex>
                </Flex>
              </Card>
            ) : (
              <Card title="Your live">
                <GoLiveForm starting={starting} step={step} disabled={noCamera || !canRecord} onStart={(v) => void start(v)} />
              </Card>
            )}
          </Flex>
        </Col>
      </Row>
    );
  }

  return (
    <Flex vertical gap={token.margin} data-testid="go-live-page" data-phase={phase.phase}>
      <PageHead title="Go live" />
      <Typography.Title level={2} style={{ margin: 0 }}>
        Go live
      </Typography.Title>
      {body}
    </Flex>
  );
}
