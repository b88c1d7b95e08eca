// A performer the visitor follows or subscribes to went live: the server tells their open pages
// (stream/started, in their own room) and every page shows it as a notice with a way in, unless the visitor
// is already on that session's page. The email that goes out at the same time is the server's.
import Link from '@/components/common/app-link';
import { useRouter } from 'next/router';
import type { StreamSession } from '@/contracts/streams';
import { notifyNotice } from '@/lib/notify';
import { useLiveSocketEvent } from './live-socket';

/** Long enough to read and follow: the session is on now, and this is the way in. */
export const LIVE_STARTED_NOTICE_SECONDS = 15;

const livePath = (streamId: string) => `/live/${encodeURIComponent(streamId)}`;
const nameOf = (stream: StreamSession) => stream.performer?.name || stream.performer?.username || 'A performer you follow';

/** The notice's words for a session that just started. */
export function liveStartedNotice(stream: StreamSession) {
  return { title: `${nameOf(stream)} is live now`, watch: `Watch “${stream.title}”` };
}

export function LiveStartedNotices() {
  const router = useRouter();
  useLiveSocketEvent('stream/started', ({ stream }) => {
    const path = livePath(stream._id);
    if (router.asPath.split('?')[0] === path) return;
    const words = liveStartedNotice(stream);
    notifyNotice({
      seconds: LIVE_STARTED_NOTICE_SECONDS,
      title: words.title,
      description: (
        <Link href={path} data-testid="live-started-watch">
          {words.watch}
        </Link>
      ),
    });
  });
  return null;
}
