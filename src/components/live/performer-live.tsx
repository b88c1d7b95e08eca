// Finding the session a performer is live in now: for the "Live" badges (which know the performer, not the
// session) and for the performer's own Go live page. The live list is searched by the performer's name and
// the one session of theirs picked out of it (a performer has at most one session on air). A performer who is
// not live may still take a fan's request for a private show: the page offers it when they do.
import { Card, Flex, Result, Skeleton } from 'antd';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import type { PublicPerformer } from '@/contracts/performers';
import type { StreamSession } from '@/contracts/streams';
import { LinkButton } from '@/components/common/link-button';
import { PageHead } from '@/components/common/page-head';
import { profilePath } from '@/components/performers/profile-path';
import { getResponseError } from '@/lib/errors';
import { performerService } from '@/services/performer.api';
import { streamingService } from '@/services/streaming.api';
import { watchPath } from './live-bits';
import { RequestPrivateShow } from './private/request-private-show';

/** The performer's public or group session on air now, or null. */
export async function findLiveSession(performer: { _id: string; name: string | null; username: string | null }): Promise<StreamSession | null> {
  const q = performer.username || performer.name || undefined;
  const { data } = await streamingService.search({ q, pageSize: 100 });
  return data.data.find((s) => s.performerId === performer._id) ?? null;
}

type Lookup =
  | { state: 'looking' }
  | { state: 'not-live'; name: string; href: string; performer: PublicPerformer }
  | { state: 'not-found' }
  | { state: 'error'; message: string };

const statusOf = (e: unknown) => (typeof e === 'object' && e !== null ? (e as { statusCode?: unknown }).statusCode : undefined);

export function PerformerLive({ profileId }: { profileId: string }) {
  const router = useRouter();
  const [lookup, setLookup] = useState<Lookup>({ state: 'looking' });

  useEffect(() => {
    let active = true;
    (async () => {
      const { data: performer } = await performerService.view(profileId);
      const session = await findLiveSession(performer);
      if (!active) return;
      if (session) await router.replace(watchPath(session._id));
      else setLookup({ state: 'not-live', name: performer.name || performer.username || 'This performer', href: profilePath(performer), performer });
    })().catch((e: unknown) => {
      if (!active) return;
      setLookup([400, 404, 422].includes(statusOf(e) as number) ? { state: 'not-found' } : { state: 'error', message: getResponseError(e) });
    });
    return () => {
      active = false;
    };
    // The lookup depends on the performer only (the router object changes with every navigation).
  }, [profileId]);

  if (lookup.state === 'looking') {
    return (
      <Card data-testid="performer-live-looking">
        <Skeleton active avatar paragraph={{ rows: 2 }} />
      </Card>
    );
  }
  if (lookup.state === 'not-live') {
    return (
      <>
        <PageHead title="Not live" />
        <Result
          status="info"
          title={`${lookup.name} is not live now`}
          subTitle="Their live has ended, or has not started yet."
          extra={
            <Flex gap={8} wrap justify="center">
              <LinkButton href={lookup.href} type="primary">
                See the profile
              </LinkButton>
              <RequestPrivateShow performer={lookup.performer} />
            </Flex>
          }
          data-testid="performer-live-not-live"
        />
      </>
    );
  }
  if (lookup.state === 'not-found') {
    return <Result status="404" title="Performer not found" subTitle="They may have left, or they are not visible to you." data-testid="performer-live-not-found" />;
  }
  return <Result status="warning" title="We could not check this live" subTitle={lookup.message} data-testid="performer-live-error" />;
}
