// Who may watch a session, decided in one place and free of any database: the service gathers the facts
// (performer visibility by discovery's rule, subscription, ticket) and asks this. Join, the video pipeline's
// token checks and every later feature take the same answer.
import type { StreamNeed } from '@/contracts/streams';
import { notFound } from '../../http/errors';
import type { StreamSessionRow } from './streams.table';

/** The answer for a session the caller may not know of: the same as for an id that does not exist. */
export const streamMissing = () => notFound('This live session does not exist or is not available.');

export interface StreamViewer {
  userId: string | null;
  isAdmin?: boolean;
}

/** What the database says about one viewer and one session. */
export interface StreamFacts {
  /** The performer may be seen by this viewer (listed, blocking neither them nor their country). */
  performerVisible: boolean;
  /** An active subscription to the performer. */
  subscribed: boolean;
  /** The viewer paid this session's ticket or price. */
  hasTicket: boolean;
}

export interface StreamDecision {
  /** The viewer may know the session exists; when false it is answered as missing (404). */
  visible: boolean;
  canWatch: boolean;
  /** What would let the viewer watch a live session they may not watch yet; null when nothing they can do helps. */
  needs: StreamNeed | null;
}

type Session = Pick<StreamSessionRow, 'performerId' | 'type' | 'status' | 'price' | 'fanId'>;

const hidden: StreamDecision = { visible: false, canWatch: false, needs: null };

export function decideStreamAccess(viewer: StreamViewer, session: Session, facts: StreamFacts): StreamDecision {
  const live = session.status === 'live';
  // The performer and admins watch anything live; nothing is left to watch once it has ended.
  if ((viewer.userId !== null && viewer.userId === session.performerId) || viewer.isAdmin) return { visible: true, canWatch: live, needs: null };
  // A blocked fan, a blocked country, a performer not listed: the session is as missing as the performer.
  if (!facts.performerVisible) return hidden;
  // A private show is its fan's business alone.
  if (session.type === 'private') return viewer.userId !== null && viewer.userId === session.fanId ? { visible: true, canWatch: live, needs: null } : hidden;
  if (!live) return { visible: true, canWatch: false, needs: null };
  if (viewer.userId === null) return { visible: true, canWatch: false, needs: 'login' };
  if (session.type === 'group') return facts.hasTicket ? { visible: true, canWatch: true, needs: null } : { visible: true, canWatch: false, needs: 'ticket' };
  // Public: for subscribers, and a price on top is paid once.
  if (!facts.subscribed) return { visible: true, canWatch: false, needs: 'subscription' };
  if (session.price > 0 && !facts.hasTicket) return { visible: true, canWatch: false, needs: 'ticket' };
  return { visible: true, canWatch: true, needs: null };
}
