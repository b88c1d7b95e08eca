// A private show's page (/live/private/{id}), for its fan and its performer. The session decides what shows:
// a request still waiting (the fan waits and may withdraw it; the performer accepts or declines), the running
// show (private-show-room.tsx), or its end with the reason, said to each side, and what it cost. The page
// follows the show's events in both participants' own rooms, and reads the session again whenever it needs
// the server's word (an end heard without a reason, a heartbeat refused, the socket back after a drop).
import { UserOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { Avatar, Button, Flex, Spin, Tag, theme } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import { ResultOnDemand } from '@/components/common/result-on-demand';
import { useCallback, useState } from 'react';
import { PlainCard } from '@/components/layout/plain-card';
import type { StreamSession } from '@/contracts/streams';
import { ItemProblem } from '@/components/common/item-problem';
import { LinkButton } from '@/components/common/link-button';
import { PageHead } from '@/components/common/page-head';
import { formatPrice } from '@/lib/money';
import { profilePath } from '@/components/performers/profile-path';
import { TopUpHint } from '@/components/wallet/top-up-hint';
import { errorMessageOr, notifyError } from '@/lib/notify';
import { useAppSelector } from '@/redux/hooks';
import { selectCurrentUser } from '@/redux/user/selectors';
import { streamingService } from '@/services/streaming.api';
import { SessionSkeleton } from '../live-bits';
import { GO_LIVE_PATH } from '../live-text';
import { useLiveSocketEvent } from '../live-socket';
import { useSocketBack, useStreamJoin } from '../use-stream-join';
import { browserPeerConnection, type PeerConnectionFactory } from './peer-call';
import { AnswerButtons } from './private-requests';
import { PrivateShowRoom, type ShowEnd } from './private-show-room';
import { PRIVATE_REQUESTS_PATH, endedSentence, minutesCharged, perMinute, timesPrice, type ShowRole } from './private-show-bits';
import { nameOf, usePerson, type Person } from './use-person';
import { WITHDRAW_FAILED } from './request-private-show';

const plural = (n: number) => `${n} ${n === 1 ? 'minute' : 'minutes'}`;

interface Names {
  role: ShowRole;
  performerName: string;
  fanName: string;
  /** The other participant, as this side sees them. */
  other: { name: string; avatar: string | null };
}

function ShowHeader({ stream, names }: { stream: StreamSession; names: Names }) {
  return (
    <Flex align="center" gap={12} wrap data-testid="private-show-header">
      <Avatar src={names.other.avatar || undefined} icon={<UserOutlined />} size={48} alt="" />
      <Flex vertical style={{ flex: '1 1 200px', minWidth: 0 }}>
        <Typography.Title level={4} style={{ margin: 0, overflowWrap: 'anywhere' }}>
          Private show with {names.other.name}
        </Typography.Title>
        <Flex gap={8} wrap align="center">
          <Tag icon={<VideoCameraOutlined />} color={stream.status === 'live' ? 'red' : 'default'} style={{ marginInlineEnd: 0 }}>
            {stream.status === 'live' ? 'ON AIR' : stream.status === 'pending' ? 'REQUESTED' : 'ENDED'}
          </Tag>
          <Typography.Text type="secondary">{perMinute(stream.pricePerMinute ?? 0)}</Typography.Text>
        </Flex>
      </Flex>
    </Flex>
  );
}

function Pending({ stream, names, onChanged }: { stream: StreamSession; names: Names; onChanged: () => void }) {
  const { token } = theme.useToken();
  const [withdrawing, setWithdrawing] = useState(false);
  if (names.role === 'performer') {
    return (
      <PlainCard data-testid="private-show-pending">
        <Flex vertical gap={12} align="flex-start">
          <Typography.Text>
            {names.fanName} asks for a private show at {perMinute(stream.pricePerMinute ?? 0)}. The show starts, and its first minute is charged, when you accept.
          </Typography.Text>
          <AnswerButtons request={stream} onAnswered={onChanged} />
        </Flex>
      </PlainCard>
    );
  }
  async function withdraw() {
    setWithdrawing(true);
    try {
      await streamingService.end(stream._id);
      onChanged();
    } catch (e) {
      notifyError(errorMessageOr(e, WITHDRAW_FAILED));
      setWithdrawing(false);
    }
  }
  return (
    <PlainCard data-testid="private-show-pending">
      <Flex vertical align="center" gap={12} style={{ padding: `${token.paddingLG}px 0`, textAlign: 'center' }}>
        <Spin />
        <Typography.Text strong>Waiting for {names.performerName} to answer…</Typography.Text>
        <Typography.Text type="secondary">Keep this page open: the show starts here as soon as {names.performerName} accepts.</Typography.Text>
        <Button danger onClick={() => void withdraw()} loading={withdrawing} data-testid="private-show-withdraw">
          Withdraw request
        </Button>
      </Flex>
    </PlainCard>
  );
}

function Ended({ stream, names, end }: { stream: StreamSession; names: Names; end: ShowEnd | null }) {
  const started = !!stream.startedAt;
  const reason = end?.reason ?? stream.endReason;
  const sentence = endedSentence(reason, { role: names.role, started, performerName: names.performerName, fanName: names.fanName });
  const price = stream.pricePerMinute ?? 0;
  // The server's own figures when this page heard every charge; else counted from the show's start and its
  // end as the server wrote it. Until that end is read, the page has no true total: a count from this
  // page's clock would include the minute the wallet could not pay, so none is shown meanwhile.
  const settled = end?.exact || !!stream.endedAt;
  const minutes = end?.exact ? end.minutes : minutesCharged(stream);
  const charged = end?.exact ? end.charged : timesPrice(minutes, price);
  const fan = names.role === 'fan';
  const total = fan
    ? `Total: ${formatPrice(charged)} for ${plural(minutes)} at ${perMinute(price)}.`
    : `${plural(minutes)} at ${perMinute(price)}: ${names.fanName} paid ${formatPrice(charged)}; your earnings are this less the site's commission.`;
  const extra = fan ? (
    <Flex vertical gap={12} align="center">
      {reason === 'funds' ? <TopUpHint message="Top up your wallet to ask for another show." testId="private-show-ended" /> : null}
      <LinkButton href={profilePath(stream.performer)} type="primary" data-testid="private-show-back">
        Back to {names.performerName}&apos;s profile
      </LinkButton>
    </Flex>
  ) : (
    <Flex gap={8} wrap justify="center">
      <LinkButton href={PRIVATE_REQUESTS_PATH} type="primary" data-testid="private-show-back">
        Private show requests
      </LinkButton>
      <LinkButton href={GO_LIVE_PATH}>Go live</LinkButton>
    </Flex>
  );
  return (
    <ResultOnDemand
      status="info"
      title={started ? 'The show has ended' : 'The request is closed'}
      subTitle={
        <Flex vertical gap={4}>
          <span data-testid="private-show-ended-reason">{sentence}</span>
          {started && settled ? (
            <span data-testid="private-show-total" data-amount={charged} data-minutes={minutes}>
              {total}
            </span>
          ) : started ? (
            <span data-testid="private-show-total-pending">Working out the total…</span>
          ) : null}
        </Flex>
      }
      extra={extra}
      data-testid="private-show-ended"
      data-reason={reason ?? 'unknown'}
    />
  );
}

export interface PrivateShowPageProps {
  streamId: string;
  /** The browser's RTCPeerConnection by default; tests pass a fake one. Null: no video calls here. */
  createPeerConnection?: PeerConnectionFactory | null;
}

export function PrivateShowPage({ streamId, createPeerConnection = browserPeerConnection }: PrivateShowPageProps) {
  const { token } = theme.useToken();
  const me = useAppSelector(selectCurrentUser);
  const { load, setLoad, join: read } = useStreamJoin(streamId);
  const [end, setEnd] = useState<ShowEnd | null>(null);

  const stream = load.state === 'ready' ? load.result.stream : null;
  const role: ShowRole | null = !stream || !me._id ? null : me._id === stream.performerId ? 'performer' : me._id === stream.fanId ? 'fan' : null;
  const fanPerson: Person | null = usePerson(role === 'performer' ? stream?.fanId : null);
  const ended = !!stream && (stream.status === 'ended' || end !== null);
  const pending = !!stream && stream.status === 'pending' && !ended;

  // A request's answer, heard in this participant's own room.
  useLiveSocketEvent('stream/private-accepted', ({ stream: accepted }) => {
    if (accepted._id === streamId && pending) setLoad((now) => (now.state === 'ready' ? { state: 'ready', result: { ...now.result, stream: accepted } } : now));
  });
  useLiveSocketEvent('stream/ended', ({ streamId: about }) => {
    if (about === streamId && pending) void read(true);
  });

  // Back from a dropped connection: what happened meanwhile is read (the running show follows its own events).
  useSocketBack(() => void read(true), pending);

  const onEnded = useCallback(
    (what: ShowEnd) => {
      setEnd(what);
      // The session's end as the server wrote it (its time, its reason when the page did not hear it).
      void read(true);
    },
    [read],
  );

  if (load.state === 'loading') {
    return <SessionSkeleton testProps={{ 'data-testid': 'private-show', 'data-state': 'loading' }} />;
  }
  if (load.state === 'not-found' || load.state === 'error') {
    return (
      <div data-testid="private-show" data-state={load.state}>
        <ItemProblem
          load={load}
          noun="private show"
          notFoundTitle="Private show not found"
          notFoundText="It may never have existed, or it is not yours."
          away={{ href: '/performers', label: 'Find performers' }}
          testId="private-show"
        />
      </div>
    );
  }

  const session = load.result.stream;
  const performerName = nameOf(session.performer, 'The performer');
  if (!role) {
    return (
      <ResultOnDemand
        status="info"
        title="A private show"
        subTitle={`This show is between ${performerName} and one of their fans: only they take part in it.`}
        data-testid="private-show"
        data-state="not-participant"
      />
    );
  }
  const fanName = role === 'fan' ? nameOf(me, 'You') : nameOf(fanPerson, 'The fan');
  const names: Names = {
    role,
    performerName,
    fanName,
    other: role === 'fan' ? { name: performerName, avatar: session.performer.avatar } : { name: fanName, avatar: fanPerson?.avatar ?? null },
  };
  const state = ended ? 'ended' : pending ? 'pending' : 'running';

  return (
    <Flex vertical gap={token.margin} data-testid="private-show" data-state={state} data-role={role}>
      <PageHead title={`Private show with ${names.other.name}`} />
      <ShowHeader stream={ended ? { ...session, status: 'ended' } : session} names={names} />
      {state === 'ended' ? (
        <Ended stream={session} names={names} end={end} />
      ) : state === 'pending' ? (
        <Pending stream={session} names={names} onChanged={() => void read(true)} />
      ) : (
        <PrivateShowRoom key={session._id} stream={session} role={role} otherName={names.other.name} createPeerConnection={createPeerConnection} onEnded={onEnded} />
      )}
    </Flex>
  );
}
