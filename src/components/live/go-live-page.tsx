// The performer's Go live page (/creator/live). Before: where the video comes from (the camera, previewed with
// its devices, or streaming software such as OBS, with the server address and stream key to paste into it), and
// the session's title, type, price and recording; a session already on air (a closed tab, a crash) is offered
// to resume or end. On air: on-air.tsx. The server's refusals (an unverified performer, a session already on
// air) are shown in its own words. The page's parts live beside it: go-live-form.tsx, camera-preview.tsx,
// obs-ingest-panel.tsx, on-air.tsx, obs-on-air.tsx; a panel added to the page goes in the right column's stack.
import { VideoCameraOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Flex, Popconfirm, Row, Spin, theme } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import { ResultOnDemand } from '@/components/common/result-on-demand';
import dynamic from 'next/dynamic';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { PlainCard } from '@/components/layout/plain-card';
import type { StreamSession } from '@/contracts/streams';
import { PageHead } from '@/components/common/page-head';
import { errorMessageOr, notifyError, notifySuccess } from '@/lib/notify';
import { useAppSelector } from '@/redux/hooks';
import { selectCurrentUser } from '@/redux/user/selectors';
import { streamingService } from '@/services/streaming.api';
import { CameraSetup } from './camera-preview';
import { GoLiveForm, type GoLiveValues } from './go-live-form';
import { END_FAILED, formatDuration, sessionPriceText } from './live-text';
import type { LivePlayerFactory } from './live-player';
import { chooseRecorderMime, type MakeRecorder } from './live-publisher';
import { selectLiveOnAgora } from './agora-sdk';
import { LiveSourceChoice, type LiveSource } from './live-source';
import { PrivateRequests } from './private/private-requests';
import { findLiveSession } from './find-live-session';
import { useCamera } from './use-camera';

export { priceProblem, type GoLiveValues } from './go-live-form';
// On air is a stage of its own (the broadcast, the chat, the counters): its code loads when the live starts
// rather than with the form every visit shows.
const OnAir = dynamic(() => import('./on-air').then((m) => m.OnAir), { loading: () => <Waiting />, ssr: false });
// So is the streaming software's panel (the server address and the key to copy), for those who choose it.
const ObsIngestPanel = dynamic(() => import('./obs-ingest-panel').then((m) => m.ObsIngestPanel), { loading: () => <Waiting />, ssr: false });

export const START_FAILED = 'Could not start the live, please try again';

function Waiting() {
  const { token } = theme.useToken();
  return (
    <Flex justify="center" style={{ padding: token.paddingLG }}>
      <Spin />
    </Flex>
  );
}

const browserCanRecord = () => typeof MediaRecorder !== 'undefined' && chooseRecorderMime((t) => MediaRecorder.isTypeSupported(t)) !== null;

type Phase =
  | { phase: 'checking' }
  | { phase: 'setup'; existing: StreamSession | null }
  | { phase: 'live'; stream: StreamSession }
  | { phase: 'ended'; stream: StreamSession };

const statusOf = (e: unknown) => (typeof e === 'object' && e !== null ? (e as { statusCode?: unknown }).statusCode : undefined);

export interface GoLivePageProps {
  /** Makes the recorder; the browser's MediaRecorder by default. */
  makeRecorder?: MakeRecorder;
  /** Plays the session's own video when streaming software sends it; the HLS player by default. */
  player?: LivePlayerFactory;
}

export function GoLivePage({ makeRecorder, player }: GoLivePageProps = {}) {
  const { token } = theme.useToken();
  const me = useAppSelector(selectCurrentUser);
  const onAgora = useAppSelector(selectLiveOnAgora);
  const [phase, setPhase] = useState<Phase>({ phase: 'checking' });
  const [chosenSource, setSource] = useState<LiveSource>('camera');
  // Streaming software feeds the site's own pipeline: on a site whose video goes through Agora it is not offered.
  const source: LiveSource = onAgora ? 'camera' : chosenSource;
  const [starting, setStarting] = useState(false);
  const [step, setStep] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [endingExisting, setEndingExisting] = useState(false);
  // Asked in the browser only (the server renders the page too, and has no recorder).
  const [canRecord, setCanRecord] = useState(true);
  useEffect(() => setCanRecord(browserCanRecord()), []);
  // The camera is opened only when it is the source: OBS users are not asked for it.
  const camera = useCamera({ locked: phase.phase === 'live', enabled: source === 'camera' });

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
  // With streaming software the browser neither records nor needs a camera.
  const videoMissing = source === 'camera' && (!camera.stream || !canRecord);

  let body: ReactNode;
  if (phase.phase === 'checking') {
    body = <Waiting />;
  } else if (phase.phase === 'live') {
    body = <OnAir stream={phase.stream} source={source} camera={camera} onEnded={onEnded} makeRecorder={makeRecorder} player={player} />;
  } else if (phase.phase === 'ended') {
    body = (
      <ResultOnDemand
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
            {onAgora ? null : <LiveSourceChoice value={source} onChange={setSource} />}
            {source === 'obs' ? <ObsIngestPanel /> : <CameraSetup camera={camera} canRecord={canRecord} />}
          </Flex>
        </Col>
        <Col xs={24} lg={10}>
          <Flex vertical gap={token.marginSM}>
            {unverified ? (
              <Alert type="info" showIcon title="You can go live once an administrator has verified your ID documents." data-testid="go-live-unverified" />
            ) : null}
            {refusal ? <Alert type="error" showIcon title={refusal} data-testid="go-live-refusal" /> : null}
            {existing ? (
              <PlainCard title="You are live now" data-testid="go-live-existing">
                <Flex vertical gap={12}>
                  <Typography.Text>
                    “{existing.title}” ({sessionPriceText(existing)}) is on air.{' '}
                    {source === 'obs' ? 'Resume it and start streaming from OBS, or end it.' : 'Resume broadcasting with the camera on the left, or end it.'}
                  </Typography.Text>
                  <Flex gap={8} wrap>
                    <Button
                      type="primary"
                      icon={<VideoCameraOutlined />}
                      disabled={videoMissing}
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
              </PlainCard>
            ) : (
              <PlainCard title="Your live">
                <GoLiveForm starting={starting} step={step} disabled={videoMissing} onStart={(v) => void start(v)} />
              </PlainCard>
            )}
            <PrivateRequests />
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
