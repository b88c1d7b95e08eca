// A fan's page for one live session (/live/{id}). The join call decides what the viewer gets: the video with
// the chat and tips when they may watch; otherwise what they lack, with the one button that gets it (log in,
// subscribe through the usual plans dialog, or buy the ticket from the wallet); an ended session says so. A
// fan may ask the performer for a private show from the header when the performer offers them.
// The session's room is followed while watching, and the session is read again whenever the socket comes
// back after a drop (the session may have ended, or the viewer's access changed meanwhile). The site's public
// settings decide where the video comes from: the session's Agora channel when agoraEnable is on with an app
// id, the server's HLS playlist otherwise.
import { CrownOutlined, LockOutlined, LoginOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Avatar, Button, Col, Flex, Row, theme } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import { ResultOnDemand } from '@/components/common/result-on-demand';
import dynamic from 'next/dynamic';
import Link from '@/components/common/app-link';
import { useEffect, useState, type ReactNode } from 'react';
import { PlainCard } from '@/components/layout/plain-card';
import type { PublicPerformer } from '@/contracts/performers';
import type { JoinStreamResult, StreamSession } from '@/contracts/streams';
import { LinkButton } from '@/components/common/link-button';
import { PageHead } from '@/components/common/page-head';
import { formatPrice } from '@/lib/money';
import { profilePath } from '@/components/performers/profile-path';
import { LOGIN_PATH } from '@/lib/navigation';
import { selectIsAdmin } from '@/redux/auth/selectors';
import { useAppDispatch, useAppSelector } from '@/redux/hooks';
import { setSubscription } from '@/redux/subscription/actions';
import { selectCurrentUser } from '@/redux/user/selectors';
import { performerService } from '@/services/performer.api';
import { createAgoraPlayer } from './agora-player';
import { selectLiveOnAgora } from './agora-sdk';
import { BuyTicket } from './buy-ticket';
import { SessionSkeleton, ViewerCount } from './live-bits';
import { GO_LIVE_PATH, sessionPriceText } from './live-text';
import { LiveMark } from './live-badge';
import { LiveChat } from './live-chat';
import { createHlsPlayer, type LivePlayerFactory } from './live-player';
import { LiveTip } from './live-tip';
import { LiveVideo } from './live-video';
import { RequestPrivateShowFor } from './private/request-private-show';
import { useLiveRoom } from './use-live-room';
import { useSocketBack, useStreamJoin } from './use-stream-join';

// Shown only after a press (the plans) or when the live cannot be shown, so neither loads with the page.
const SubscribeModal = dynamic(() => import('@/components/profile/subscribe-modal').then((m) => m.SubscribeModal), { ssr: false });
const ItemProblem = dynamic(() => import('@/components/common/item-problem').then((m) => m.ItemProblem));

const nameOf = (stream: StreamSession) => stream.performer.name || stream.performer.username || 'This performer';

function SessionHeader({ stream, viewers, live }: { stream: StreamSession; viewers: number; live: boolean }) {
  const { cssVar } = theme.useToken();
  const href = profilePath(stream.performer);
  return (
    <Flex align="center" gap={12} wrap data-testid="live-header">
      <Link href={href} aria-label={`${nameOf(stream)}'s profile`}>
        <Avatar src={stream.performer.avatar || undefined} icon={<UserOutlined />} size={48} alt="" />
      </Link>
      <div style={{ flex: '1 1 200px', minWidth: 0 }}>
        <Typography.Title level={4} style={{ margin: 0, overflowWrap: 'anywhere' }} data-testid="live-title">
          {stream.title}
        </Typography.Title>
        <Flex gap={8} wrap align="center">
          <Link href={href} style={{ color: cssVar.colorTextSecondary }}>
            {nameOf(stream)}
          </Link>
          {live ? <LiveMark /> : null}
          <Typography.Text type="secondary">{sessionPriceText(stream)}</Typography.Text>
        </Flex>
      </div>
      {live ? <ViewerCount count={viewers} /> : null}
      {/* Shown only to a fan, when the performer offers private shows. */}
      <RequestPrivateShowFor performerId={stream.performerId} />
    </Flex>
  );
}

/** The subscribe step, through the same plans dialog as the profile's Subscribe button. */
function SubscribeToWatch({ stream, onSubscribed }: { stream: StreamSession; onSubscribed: () => void }) {
  const dispatch = useAppDispatch();
  const [performer, setPerformer] = useState<PublicPerformer | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    performerService
      .view(stream.performerId)
      .then((res) => active && setPerformer(res.data))
      .catch(() => active && setFailed(true));
    return () => {
      active = false;
    };
  }, [stream.performerId]);

  if (failed) {
    return (
      <LinkButton href={profilePath(stream.performer)} type="primary" size="large" data-testid="live-subscribe">
        See {nameOf(stream)}&apos;s subscription plans
      </LinkButton>
    );
  }
  const label = performer
    ? performer.isFreeSubscription
      ? `Subscribe to ${nameOf(stream)} · free trial`
      : `Subscribe to ${nameOf(stream)} · ${formatPrice(performer.monthlyPrice)}/month`
    : `Subscribe to ${nameOf(stream)}`;
  return (
    <>
      <Button
        // A fresh button once the plans are known: the loading one does not take clicks.
        key={performer ? 'ready' : 'loading'}
        type="primary"
        size="large"
        icon={<CrownOutlined />}
        loading={!performer}
        onClick={() => performer && dispatch(setSubscription({ showModal: true, performer, subscriptionType: 'monthly' }))}
        data-testid="live-subscribe"
      >
        {label}
      </Button>
      {performer ? <SubscribeModal performer={performer} onSubscribed={onSubscribed} /> : null}
    </>
  );
}

/** What a viewer who may not watch yet sees instead of the video. */
function WatchGate({ result, onAccess }: { result: JoinStreamResult; onAccess: () => void }) {
  const { token, cssVar } = theme.useToken();
  const { stream, access } = result;
  const name = nameOf(stream);
  let text: string;
  let action: ReactNode = null;
  if (stream.status === 'pending') {
    text = 'This live has not started yet.';
  } else if (access.needs === 'login') {
    text = `Log in to watch ${name}'s live.`;
    action = (
      <Flex gap={8} wrap justify="center">
        <LinkButton href={LOGIN_PATH} type="primary" size="large" icon={<LoginOutlined />} data-testid="live-login">
          Log in to watch
        </LinkButton>
        <LinkButton href="/auth/register" size="large" data-testid="live-signup">
          Sign up
        </LinkButton>
      </Flex>
    );
  } else if (access.needs === 'subscription') {
    text =
      access.price > 0
        ? `This live is for ${name}'s subscribers, who pay ${formatPrice(access.price)} to watch it.`
        : `This live is for ${name}'s subscribers.`;
    action = <SubscribeToWatch stream={stream} onSubscribed={onAccess} />;
  } else if (access.needs === 'ticket') {
    text =
      stream.type === 'group'
        ? `This is a ticketed show: a ticket costs ${formatPrice(access.price)}.`
        : `Subscribers pay ${formatPrice(access.price)} to watch this live.`;
    action = <BuyTicket streamId={stream._id} price={access.price} title={stream.title} onBought={onAccess} />;
  } else {
    text = 'You cannot watch this live.';
  }
  return (
    <PlainCard data-testid="live-gate" data-needs={access.needs ?? 'none'}>
      <Flex vertical align="center" gap={16} style={{ padding: `${token.paddingLG}px 0`, textAlign: 'center' }}>
        <LockOutlined style={{ fontSize: 40, color: cssVar.colorTextTertiary }} />
        <Typography.Text style={{ fontSize: token.fontSizeLG }} data-testid="live-gate-text">
          {text}
        </Typography.Text>
        {stream.description ? <Typography.Paragraph type="secondary">{stream.description}</Typography.Paragraph> : null}
        {action}
      </Flex>
    </PlainCard>
  );
}

function EndedView({ stream }: { stream: StreamSession }) {
  const name = nameOf(stream);
  return (
    <ResultOnDemand
      status="info"
      title="This live has ended"
      subTitle={`${name} is not live anymore. Follow them to hear when they go live again.`}
      extra={
        <LinkButton href={profilePath(stream.performer)} type="primary">
          See {name}&apos;s profile
        </LinkButton>
      }
      data-testid="live-ended"
    />
  );
}

export interface LiveWatchProps {
  streamId: string;
  /** The video player; by default the one the site's settings call for (playerFor). */
  player?: LivePlayerFactory;
}

/** The player for the site's live video: Agora's when it is switched on with an app id, HLS otherwise. */
export const playerFor = (onAgora: boolean): LivePlayerFactory => (onAgora ? createAgoraPlayer : createHlsPlayer);

export function LiveWatch({ streamId, player }: LiveWatchProps) {
  const { token } = theme.useToken();
  const me = useAppSelector(selectCurrentUser);
  const isAdmin = useAppSelector(selectIsAdmin);
  const onAgora = useAppSelector(selectLiveOnAgora);
  const [endedHere, setEndedHere] = useState(false);
  const { load, join } = useStreamJoin(streamId, () => setEndedHere(false));
  // Back from a dropped connection: read the session again (its room is joined again by the socket service).
  useSocketBack(() => void join(true));

  const result = load.state === 'ready' ? load.result : null;
  const stream = result?.stream ?? null;
  const ended = !!stream && (stream.status === 'ended' || endedHere);
  const watching = !!result && result.access.canWatch && stream?.status === 'live' && !ended;
  const room = useLiveRoom(streamId, {
    enabled: watching,
    // There is no playlist to wait for on Agora: the player joins at once and waits for the performer's tracks.
    watchPlayable: watching && !onAgora,
    viewerCount: stream?.viewerCount,
    tipTotal: stream?.tipTotal,
    onEnded: () => setEndedHere(true),
  });

  if (load.state === 'loading') {
    return <SessionSkeleton testProps={{ 'data-testid': 'live-loading' }} />;
  }
  if (load.state === 'not-found' || load.state === 'error') {
    return (
      <ItemProblem
        load={load}
        noun="live"
        notFoundTitle="Live not found"
        notFoundText="This live may have been removed, or it is not visible to you."
        away={{ href: '/performers', label: 'Find performers' }}
        testId="live"
      />
    );
  }

  const { result: joined } = load;
  const session = joined.stream;
  const isOwn = !!me._id && me._id === session.performerId;
  return (
    <Flex vertical gap={token.margin} data-testid="live-watch" data-state={ended ? 'ended' : watching ? 'watch' : (joined.access.needs ?? 'none')}>
      <PageHead title={session.title || 'Live'} />
      <SessionHeader stream={session} viewers={room.viewers} live={!ended && session.status === 'live'} />
      {ended ? (
        <EndedView stream={session} />
      ) : watching ? (
        <Row gutter={[token.margin, token.margin]}>
          <Col xs={24} lg={16}>
            <Flex vertical gap={token.marginSM}>
              {isOwn ? (
                <Alert
                  type="info"
                  showIcon
                  title="This is your live."
                  description="You broadcast and moderate it from the Go live page."
                  action={
                    <LinkButton href={GO_LIVE_PATH} size="small">
                      Go live page
                    </LinkButton>
                  }
                />
              ) : null}
              <LiveVideo
                streamId={streamId}
                playable={onAgora || room.playable}
                player={player ?? playerFor(onAgora)}
                title={session.title}
                onStopped={() => void join(true)}
              />
              {session.description ? (
                <Typography.Paragraph type="secondary" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', margin: 0 }}>
                  {session.description}
                </Typography.Paragraph>
              ) : null}
            </Flex>
          </Col>
          <Col xs={24} lg={8}>
            <Flex vertical gap={token.marginSM}>
              {isOwn ? null : <LiveTip streamId={streamId} performer={session.performer} />}
              <LiveChat
                conversationId={session.conversationId}
                performerId={session.performerId}
                meId={me._id}
                moderator={isOwn || isAdmin}
                canSend
                height={360}
              />
            </Flex>
          </Col>
        </Row>
      ) : (
        <WatchGate result={joined} onAccess={() => void join(true)} />
      )}
    </Flex>
  );
}
