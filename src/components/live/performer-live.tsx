// The way into a performer's live from a "Live" badge (which knows the performer, not the session): the page
// finds the session they are on air in (find-live-session.ts) and goes to it. A performer who is not live may
// still take a fan's request for a private show: the page offers it when they do.
import { Flex, Skeleton } from 'antd';
import { ResultOnDemand } from '@/components/common/result-on-demand';
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { PlainCard } from '@/components/layout/plain-card';
import type { PublicPerformer } from '@/contracts/performers';
import type { StreamSession } from '@/contracts/streams';
import { LinkButton } from '@/components/common/link-button';
import { PageHead } from '@/components/common/page-head';
import { profilePath } from '@/components/performers/profile-path';
import { useResource } from '@/hooks/use-resource';
import { performerService } from '@/services/performer.api';
import { findLiveSession } from './find-live-session';
import { watchPath } from './live-text';
import { RequestPrivateShow } from './private/request-private-show';

interface Found {
  performer: PublicPerformer;
  /** Their session on air now, or null. */
  session: StreamSession | null;
}

async function lookUp(profileId: string): Promise<{ data: Found }> {
  const { data: performer } = await performerService.view(profileId);
  return { data: { performer, session: await findLiveSession(performer) } };
}

/** Answers that mean there is no such performer to see (rather than a failure to say so). */
const NOT_FOUND = [400, 404, 422];

export function PerformerLive({ profileId }: { profileId: string }) {
  const router = useRouter();
  const found = useResource(() => lookUp(profileId), profileId);
  const sessionId = found.value?.session?._id ?? null;

  useEffect(() => {
    if (sessionId) void router.replace(watchPath(sessionId));
    // The way in depends on the session only (the router object changes with every navigation).
  }, [sessionId]);

  if (found.error !== null) {
    if (found.errorStatus !== null && NOT_FOUND.includes(found.errorStatus)) {
      return <ResultOnDemand status="404" title="Performer not found" subTitle="They may have left, or they are not visible to you." data-testid="performer-live-not-found" />;
    }
    return <ResultOnDemand status="warning" title="We could not check this live" subTitle={found.error} data-testid="performer-live-error" />;
  }
  // Live: the page goes to the session.
  if (!found.value || found.value.session) {
    return (
      <PlainCard data-testid="performer-live-looking">
        <Skeleton active avatar paragraph={{ rows: 2 }} />
      </PlainCard>
    );
  }
  const { performer } = found.value;
  const name = performer.name || performer.username || 'This performer';
  return (
    <>
      <PageHead title="Not live" />
      <ResultOnDemand
        status="info"
        title={`${name} is not live now`}
        subTitle="Their live has ended, or has not started yet."
        extra={
          <Flex gap={8} wrap justify="center">
            <LinkButton href={profilePath(performer)} type="primary">
              See the profile
            </LinkButton>
            <RequestPrivateShow performer={performer} />
          </Flex>
        }
        data-testid="performer-live-not-live"
      />
    </>
  );
}
