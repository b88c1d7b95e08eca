// The performer's private-show requests waiting for an answer, self-contained: read from the server when it
// mounts, then kept current by the socket (stream/private-request adds one, stream/private-request-removed
// takes one away: accepted elsewhere, declined, withdrawn, expired, closed for funds). The list lives in the
// private-request slice. Each request shows the fan, the price per minute, how long ago it came and the time
// left before it expires; Accept starts the show and opens its page, Decline turns it down. A refusal is shown
// in the server's words and the list is read again (the request may have changed meanwhile).
import { CheckOutlined, CloseOutlined, ReloadOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Avatar, Button, Empty, Flex, Skeleton, Tag, theme } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import Link from '@/components/common/app-link';
import { useRouter } from 'next/router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { PlainCard } from '@/components/layout/plain-card';
import { PRIVATE_REQUEST_SECONDS } from '@/contracts/list-values';
import type { StreamSession } from '@/contracts/streams';
import { errorMessageOr, notifyError, notifyNotice, notifySuccess } from '@/lib/notify';
import { useAppDispatch, useAppSelector } from '@/redux/hooks';
import { addPrivateRequest, removePrivateRequest, setPrivateRequests, type PrivateStreamRequest } from '@/redux/private-request/actions';
import { selectPrivateRequests } from '@/redux/private-request/selectors';
import { selectCurrentUser } from '@/redux/user/selectors';
import { streamingService } from '@/services/streaming.api';
import { formatDuration } from '../live-text';
import { useLiveSocketEvent } from '../live-socket';
import { PRIVATE_PRICE_PATH, perMinute, privateShowPath } from './private-show-bits';
import { nameOf, usePerson } from './use-person';

export const LOAD_FAILED = 'Could not load your private show requests, please try again';
export const ACCEPT_FAILED = 'Could not accept the request, please try again';
export const DECLINE_FAILED = 'Could not decline the request, please try again';

/** How many waiting requests are read at once (a request lasts two minutes: a performer never has this many). */
const PAGE_SIZE = 100;

/** The request's key in the slice: its chat when it has one, else its own id (see the slice's actions). */
export const requestKey = (request: Pick<StreamSession, '_id' | 'conversationId'>) => request.conversationId ?? request._id;
/** A request session as the slice keeps it: its key, and the session beside it. */
export const toListed = (request: StreamSession): PrivateStreamRequest => ({ conversationId: requestKey(request), session: request });
const sessionOf = (listed: PrivateStreamRequest) => listed.session as StreamSession | undefined;
/** Asks the mounted lists to read the requests again. */
const RELOAD_EVENT = 'fanstage:private-requests-reload';

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Accept and Decline for one request; `onAnswered` once the server took the answer. */
export function AnswerButtons({ request, onAnswered }: { request: StreamSession; onAnswered?: (how: 'accepted' | 'declined') => void }) {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState<'accept' | 'decline' | null>(null);

  async function answer(how: 'accept' | 'decline') {
    setBusy(how);
    try {
      if (how === 'accept') {
        await streamingService.acceptPrivateShow(request._id);
        dispatch(removePrivateRequest(requestKey(request)));
        onAnswered?.('accepted');
        await router.push(privateShowPath(request._id));
      } else {
        await streamingService.declinePrivateShow(request._id);
        dispatch(removePrivateRequest(requestKey(request)));
        notifySuccess('Request declined');
        onAnswered?.('declined');
      }
    } catch (e) {
      notifyError(errorMessageOr(e, how === 'accept' ? ACCEPT_FAILED : DECLINE_FAILED));
      // Answered elsewhere, withdrawn or expired meanwhile: the list is read again to show what is still open.
      window.dispatchEvent(new Event(RELOAD_EVENT));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Flex gap={8} wrap>
      <Button
        type="primary"
        icon={<CheckOutlined />}
        loading={busy === 'accept'}
        disabled={busy === 'decline'}
        onClick={() => void answer('accept')}
        data-testid="private-request-accept"
      >
        Accept
      </Button>
      <Button icon={<CloseOutlined />} loading={busy === 'decline'} disabled={busy === 'accept'} onClick={() => void answer('decline')} data-testid="private-request-decline">
        Decline
      </Button>
    </Flex>
  );
}

function RequestRow({ request, now }: { request: StreamSession; now: number }) {
  const { token, cssVar } = theme.useToken();
  const fan = usePerson(request.fanId);
  const asked = Date.parse(request.createdAt);
  const ago = Math.max(0, Math.floor((now - asked) / 1000));
  const left = Math.max(0, PRIVATE_REQUEST_SECONDS - ago);
  const fanName = nameOf(fan, 'A fan');
  return (
    <Flex
      align="center"
      gap={token.marginSM}
      wrap
      style={{ padding: `${token.paddingSM}px 0`, borderBottom: `1px solid ${cssVar.colorBorderSecondary}` }}
      data-testid="private-request-item"
      data-stream-id={request._id}
    >
      <Avatar src={fan?.avatar || undefined} icon={<UserOutlined />} size={40} alt="" />
      <Flex vertical style={{ flex: '1 1 160px', minWidth: 0 }}>
        <Typography.Text strong style={{ overflowWrap: 'anywhere' }} data-testid="private-request-fan">
          {fanName}
        </Typography.Text>
        <Typography.Text type="secondary" data-testid="private-request-time" data-seconds-left={left}>
          Asked {formatDuration(ago)} ago · {left > 0 ? `${formatDuration(left)} left to answer` : 'expiring'}
        </Typography.Text>
      </Flex>
      <Tag color="gold" style={{ marginInlineEnd: 0 }} data-testid="private-request-price">
        {perMinute(request.pricePerMinute ?? 0)}
      </Tag>
      <AnswerButtons request={request} />
    </Flex>
  );
}

type Load = { state: 'loading' } | { state: 'ready' } | { state: 'error'; message: string };

export function PrivateRequests({ title = 'Private show requests' }: { title?: string }) {
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectCurrentUser);
  const listed = useAppSelector(selectPrivateRequests);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const now = useNow();
  // What the socket said while a read was on its way, so the read's answer does not undo it.
  const heard = useRef<{ reading: boolean; added: Map<string, PrivateStreamRequest>; removed: Set<string> }>({ reading: false, added: new Map(), removed: new Set() });
  const listedRef = useRef(listed);
  listedRef.current = listed;

  const read = useCallback(async () => {
    heard.current = { reading: true, added: new Map(), removed: new Set() };
    try {
      const { data } = await streamingService.privateRequests({ pageSize: PAGE_SIZE });
      const { added, removed } = heard.current;
      const fresh = data.data.map(toListed).filter((r) => !removed.has(r.conversationId));
      const keys = new Set(fresh.map((r) => r.conversationId));
      dispatch(setPrivateRequests([...fresh, ...[...added.values()].filter((r) => !keys.has(r.conversationId))]));
      setLoad({ state: 'ready' });
    } catch (e) {
      setLoad((was) => (was.state === 'ready' ? was : { state: 'error', message: errorMessageOr(e, LOAD_FAILED) }));
    } finally {
      heard.current.reading = false;
    }
  }, [dispatch]);

  const isPerformer = me.isPerformer;
  useEffect(() => {
    // Only performers have requests (the call is theirs alone).
    if (!isPerformer) return undefined;
    void read();
    const again = () => void read();
    window.addEventListener(RELOAD_EVENT, again);
    return () => window.removeEventListener(RELOAD_EVENT, again);
  }, [read, isPerformer]);

  useLiveSocketEvent('stream/private-request', ({ request }) => {
    if (request.performerId !== me._id) return;
    const item = toListed(request);
    if (heard.current.reading) heard.current.added.set(item.conversationId, item);
    dispatch(addPrivateRequest(item));
    notifyNotice({ title: 'New private show request', description: `A fan asks for a private show at ${perMinute(request.pricePerMinute ?? 0)}.` });
  });
  useLiveSocketEvent('stream/private-request-removed', ({ streamId }) => {
    const item = listedRef.current.find((r) => sessionOf(r)?._id === streamId);
    const key = item?.conversationId ?? streamId;
    if (heard.current.reading) {
      heard.current.removed.add(key);
      heard.current.added.delete(key);
    }
    dispatch(removePrivateRequest(key));
  });

  if (!isPerformer) return null;
  const requests = listed.map(sessionOf).filter((s): s is StreamSession => !!s && s.performerId === me._id);

  let body;
  if (load.state === 'loading') body = <Skeleton active avatar paragraph={{ rows: 1 }} data-testid="private-requests-loading" />;
  else if (load.state === 'error')
    body = (
      <Alert
        type="error"
        showIcon
        title={load.message}
        action={
          <Button size="small" icon={<ReloadOutlined />} onClick={() => void read()}>
            Try again
          </Button>
        }
        data-testid="private-requests-error"
      />
    );
  else if (requests.length === 0)
    body = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description="No requests waiting. A fan's request appears here at once while this page is open; it waits two minutes for your answer."
        data-testid="private-requests-empty"
      />
    );
  else body = requests.map((r) => <RequestRow key={r._id} request={r} now={now} />);

  return (
    <PlainCard
      title={title}
      extra={
        <Link href={PRIVATE_PRICE_PATH} className="fs-tap">
          Price per minute
        </Link>
      }
      data-testid="private-requests"
      data-count={requests.length}
    >
      {body}
    </PlainCard>
  );
}
