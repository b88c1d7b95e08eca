// A fan asks a performer for a private show. The button names the price per minute and shows only to a
// logged-in fan (not the performer, not another performer) when the performer offers private shows. The
// confirmation says what is charged and when, with the wallet's balance; a wallet that does not hold one
// minute gets the way to top up instead of a Send. Once sent, the dialog waits for the answer: accepted goes to
// the show's page; declined, expired or closed for funds is said in a sentence. Withdrawing ends the request,
// and so does leaving the page while it waits (nobody would be there when the performer accepts).
import { VideoCameraOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Modal, Spin, type ButtonProps } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import { useRouter } from 'next/router';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { PRIVATE_REQUEST_SECONDS } from '@/contracts/list-values';
import type { StreamEndReason, StreamSession } from '@/contracts/streams';
import { formatPrice } from '@/lib/money';
import { TopUpHint } from '@/components/wallet/top-up-hint';
import { errorMessageOr, notifyError, notifySuccess } from '@/lib/notify';
import { useAppSelector } from '@/redux/hooks';
import { selectSocketStatus } from '@/redux/socket/selectors';
import { selectBalance } from '@/redux/user/selectors';
import { performerService } from '@/services/performer.api';
import { streamingService } from '@/services/streaming.api';
import { formatDuration } from '../live-text';
import { useLiveSocketEvent } from '../live-socket';
import { endedSentence, isShortOfFunds, perMinute, privateShowPath } from './private-show-bits';
import { useCanRequestPrivateShow, type PrivateShowOffer } from './private-show-gate';

export { useCanRequestPrivateShow, type PrivateShowOffer };

export const REQUEST_FAILED = 'Could not send the request, please try again';
export const WITHDRAW_FAILED = 'Could not withdraw the request, please try again';

type Step =
  | { step: 'closed' }
  | { step: 'confirm'; problem: string | null; fundsProblem: string | null }
  | { step: 'sending' }
  | { step: 'waiting'; request: StreamSession; expiresAt: number; withdrawing: boolean }
  | { step: 'answered'; reason: StreamEndReason | null };

function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/** How often a waiting request is read again, besides the socket's events. */
export const WAITING_RECHECK_MS = 5000;

export function RequestPrivateShow({ performer, size = 'middle', block = false }: { performer: PrivateShowOffer; size?: ButtonProps['size']; block?: boolean }) {
  const router = useRouter();
  const allowed = useCanRequestPrivateShow(performer);
  const balance = useAppSelector(selectBalance);
  const socketStatus = useAppSelector(selectSocketStatus);
  const [state, setState] = useState<Step>({ step: 'closed' });
  const now = useNow(state.step === 'waiting');
  const name = performer.name || performer.username || 'This performer';
  const price = performer.privateShowPrice ?? 0;
  const waitingId = state.step === 'waiting' ? state.request._id : null;
  const waitingRef = useRef<string | null>(null);
  waitingRef.current = waitingId;

  const answered = useCallback((streamId: string, reason: StreamEndReason | null) => {
    if (waitingRef.current !== streamId) return;
    waitingRef.current = null;
    setState({ step: 'answered', reason });
  }, []);

  const accepted = useCallback(
    (streamId: string) => {
      if (waitingRef.current !== streamId) return;
      waitingRef.current = null;
      setState({ step: 'closed' });
      void router.push(privateShowPath(streamId));
    },
    [router],
  );

  /** Reads the request again: its answer may have passed while the socket was away. */
  const check = useCallback(
    async (streamId: string) => {
      try {
        const { data } = await streamingService.join(streamId);
        if (data.stream.status === 'live') accepted(streamId);
        else if (data.stream.status === 'ended') answered(streamId, data.stream.endReason);
      } catch {
        // The socket's events still decide.
      }
    },
    [accepted, answered],
  );

  useLiveSocketEvent('stream/private-accepted', ({ stream }) => accepted(stream._id));
  useLiveSocketEvent('stream/private-declined', ({ streamId }) => answered(streamId, 'declined'));
  useLiveSocketEvent('stream/ended', ({ streamId, reason }) => answered(streamId, reason));

  const previousStatus = useRef(socketStatus);
  useEffect(() => {
    const before = previousStatus.current;
    previousStatus.current = socketStatus;
    if (waitingId && socketStatus === 'connected' && before !== 'connected') void check(waitingId);
  }, [socketStatus, waitingId, check]);

  // The socket tells the answer at once; reading the request now and then also finds an answer whose event
  // was lost on the way (a socket between connections, or not yet back in the fan's room).
  useEffect(() => {
    if (!waitingId) return undefined;
    const timer = setInterval(() => void check(waitingId), WAITING_RECHECK_MS);
    return () => clearInterval(timer);
  }, [waitingId, check]);

  // Past its expiry the server closes the request within a second or two: look, in case the event was missed.
  const expiresAt = state.step === 'waiting' ? state.expiresAt : null;
  useEffect(() => {
    if (!waitingId || expiresAt === null) return undefined;
    const timer = setTimeout(() => void check(waitingId), Math.max(0, expiresAt - Date.now()) + 3000);
    return () => clearTimeout(timer);
  }, [waitingId, expiresAt, check]);

  // Leaving while the request waits withdraws it.
  useEffect(
    () => () => {
      const left = waitingRef.current;
      if (left) void streamingService.end(left).catch(() => undefined);
    },
    [],
  );

  if (!allowed) return null;

  const short = balance < price;

  async function send() {
    setState({ step: 'sending' });
    try {
      const { data } = await streamingService.requestPrivateShow(performer._id);
      // Counted from now: the request was made a moment ago, whatever this device's clock says.
      setState({ step: 'waiting', request: data, expiresAt: Date.now() + PRIVATE_REQUEST_SECONDS * 1000, withdrawing: false });
    } catch (e) {
      const message = errorMessageOr(e, REQUEST_FAILED);
      setState(isShortOfFunds(e) ? { step: 'confirm', problem: null, fundsProblem: message } : { step: 'confirm', problem: message, fundsProblem: null });
    }
  }

  async function withdraw() {
    if (state.step !== 'waiting') return;
    const { request } = state;
    setState({ ...state, withdrawing: true });
    try {
      const { data } = await streamingService.end(request._id);
      waitingRef.current = null;
      if (data.status === 'live') {
        // Accepted a moment before: the show is on, go to it.
        accepted(request._id);
        return;
      }
      setState({ step: 'closed' });
      notifySuccess('Your request was withdrawn');
    } catch (e) {
      notifyError(errorMessageOr(e, WITHDRAW_FAILED));
      setState((now) => (now.step === 'waiting' ? { ...now, withdrawing: false } : now));
    }
  }

  const close = () => setState({ step: 'closed' });
  const busy = state.step === 'sending' || state.step === 'waiting';

  let body: ReactNode = null;
  let footer: ReactNode = null;
  if (state.step === 'confirm' || state.step === 'sending') {
    const problem = state.step === 'confirm' ? state.problem : null;
    const fundsProblem = state.step === 'confirm' ? state.fundsProblem : null;
    const minutes = price > 0 ? Math.floor(balance / price) : 0;
    body = (
      <Flex vertical gap={12}>
        <Typography.Text data-testid="private-request-terms">
          {name} charges {formatPrice(price)} a minute. Minute 1 is charged from your wallet when {name} accepts, then every minute that starts
          after that, until one of you ends the show. A minute started is not refunded.
        </Typography.Text>
        <Typography.Text type="secondary" data-testid="private-request-balance">
          Your wallet: {formatPrice(balance)}
          {short ? '.' : ` (enough for ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}).`}
        </Typography.Text>
        {short || fundsProblem ? (
          <TopUpHint message={fundsProblem ?? `Your wallet must cover at least one minute (${formatPrice(price)}) to send the request.`} testId="private-request" />
        ) : null}
        {problem ? <Alert type="error" showIcon title={problem} data-testid="private-request-problem" /> : null}
      </Flex>
    );
    footer = (
      <Flex justify="flex-end" gap={8} wrap>
        <Button onClick={close} disabled={state.step === 'sending'} data-testid="private-request-cancel">
          Cancel
        </Button>
        <Button type="primary" onClick={() => void send()} loading={state.step === 'sending'} disabled={short} data-testid="private-request-confirm">
          Send request
        </Button>
      </Flex>
    );
  } else if (state.step === 'waiting') {
    const left = Math.max(0, Math.ceil((state.expiresAt - now) / 1000));
    body = (
      <Flex vertical align="center" gap={12} style={{ textAlign: 'center', padding: '12px 0' }} data-testid="private-request-waiting">
        <Spin />
        <Typography.Text strong>Waiting for {name} to answer…</Typography.Text>
        <Typography.Text type="secondary">
          The request closes in <span data-testid="private-request-expires">{formatDuration(left)}</span> if {name} does not answer. Keep this page
          open: the show opens here as soon as {name} accepts.
        </Typography.Text>
      </Flex>
    );
    footer = (
      <Flex justify="flex-end">
        <Button danger onClick={() => void withdraw()} loading={state.withdrawing} data-testid="private-request-withdraw">
          Withdraw request
        </Button>
      </Flex>
    );
  } else if (state.step === 'answered') {
    const sentence = endedSentence(state.reason, { role: 'fan', started: false, performerName: name, fanName: 'You' });
    body = (
      <Flex vertical gap={12} data-testid="private-request-answer" data-reason={state.reason ?? 'none'}>
        {state.reason === 'funds' ? (
          <TopUpHint message={sentence} testId="private-request-answer" />
        ) : (
          <Alert type={state.reason === 'declined' || state.reason === 'expired' ? 'warning' : 'info'} showIcon title={sentence} />
        )}
        {state.reason === 'declined' || state.reason === 'expired' ? <Typography.Text type="secondary">You can ask again later.</Typography.Text> : null}
      </Flex>
    );
    footer = (
      <Flex justify="flex-end">
        <Button type="primary" onClick={close} data-testid="private-request-close">
          Close
        </Button>
      </Flex>
    );
  }

  return (
    <>
      <Button
        icon={<VideoCameraOutlined />}
        size={size}
        block={block}
        className="fs-tap"
        onClick={() => setState({ step: 'confirm', problem: null, fundsProblem: null })}
        data-testid="private-request-button"
      >
        Request a private show · {perMinute(price)}
      </Button>
      <Modal
        open={state.step !== 'closed'}
        title={`Private show with ${name}`}
        onCancel={busy ? undefined : close}
        closable={!busy}
        mask={{ closable: !busy }}
        keyboard={!busy}
        footer={footer}
        destroyOnHidden
      >
        <div data-testid="private-request-dialog">{body}</div>
      </Modal>
    </>
  );
}

/** The request button where only the performer's id is known (the live watch page): their profile is read first. */
export function RequestPrivateShowFor({ performerId, size, block }: { performerId: string; size?: ButtonProps['size']; block?: boolean }) {
  // Only a viewer who could ask reads the profile; for anyone else the button would not show anyway.
  const worthAsking = useCanRequestPrivateShow({ _id: performerId, privateShowPrice: 0 });
  const [performer, setPerformer] = useState<PrivateShowOffer | null>(null);
  useEffect(() => {
    if (!worthAsking) return undefined;
    let active = true;
    performerService
      .view(performerId)
      .then(({ data }) => active && setPerformer(data))
      // Without the profile there is no price to show, and no button.
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [performerId, worthAsking]);
  return performer ? <RequestPrivateShow performer={performer} size={size} block={block} /> : null;
}
