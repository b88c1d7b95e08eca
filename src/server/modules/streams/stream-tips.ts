// A tip sent in a live session (POST /wallet/charges/tip/{performerId} with a streamId). Inside the tip's
// charge transaction: the session must be the tipped performer's, live, and watchable by the tipper (the one
// access rule, stream-access.ts, with what the transaction reads); then, with the payment, the server writes
// the tip's line in the session's chat (type 'tip', with its amount) and adds it to the session's tip total.
// A charge that fails writes neither; a client can never write a tip line itself. After the commit the
// wallet charges announce it (StreamTipped) and the stream chat pushes it to the session's room.
import { plainAmount } from '@/lib/money';
import type { Tx } from '../../db/client';
import { forbidden, unprocessable } from '../../http/errors';
import { createListenerSet } from '../../listener-set';
import type { Log } from '../../log';
import { createEntitlementRepo } from '../entitlement/entitlement.repo';
import { createMessagesRepo } from '../messages/messages.repo';
import type { Viewer } from '../performers/performer-visibility';
import { createPurchasesRepo } from '../purchases/purchases.repo';
import { createSubscriptionsRepo } from '../subscriptions/subscriptions.repo';
import { decideStreamAccess, streamMissing } from './stream-access';
import { createStreamsRepo } from './streams.repo';
import type { StreamSessionRow } from './streams.table';

/** A tip recorded in a session, after its charge committed. Amounts in minor units. */
export interface StreamTipped {
  streamId: string;
  conversationId: string;
  messageId: string;
  tipperId: string;
  amount: number;
  tipTotal: number;
}

export function createStreamTipEvents(log?: Pick<Log, 'warn'>) {
  return createListenerSet<[tip: StreamTipped]>(log, (tip) => [{ streamId: tip.streamId, messageId: tip.messageId }, 'A stream tip listener failed; the tip itself stands.']);
}
export type StreamTipEvents = ReturnType<typeof createStreamTipEvents>;

/** The chat line a tip writes. */
export const tipText = (amount: number) => `tipped ${plainAmount(amount)}`;

/**
 * The checks, in the tip's transaction. The session's row is held from here to the commit, so it cannot end
 * between these checks and the payment.
 */
export async function checkStreamTip(tx: Tx, tipper: Viewer & { userId: string }, performerId: string, streamId: string): Promise<StreamSessionRow> {
  const session = await createStreamsRepo(tx).findForTip(streamId);
  if (!session) throw streamMissing();
  const seen = await createEntitlementRepo(tx).performerVisibility(tipper, [session.performerId]);
  const subscribed = await createSubscriptionsRepo(tx).activeAmong(tipper.userId, [session.performerId]);
  const bought = await createPurchasesRepo(tx).boughtAmong(tipper.userId, 'stream', [session.id]);
  const decision = decideStreamAccess(tipper, session, {
    performerVisible: seen.get(session.performerId)?.visible ?? false,
    subscribed: subscribed.has(session.performerId),
    hasTicket: bought.has(session.id),
  });
  if (!decision.visible) throw streamMissing();
  if (session.performerId !== performerId) throw unprocessable("This live session is another performer's: a tip sent in a session goes to that session's performer.");
  if (session.status !== 'live') throw unprocessable('This session is not live: a tip can be sent in a session only while it is on air. Send it without the session instead.');
  if (!decision.canWatch) throw forbidden('You can tip in this session only while you may watch it.');
  return session;
}

/** The tip's chat line and the session's new total, with the payment (the charge's `record`). */
export async function recordStreamTip(tx: Tx, session: StreamSessionRow, tipperId: string, amount: number): Promise<StreamTipped> {
  const messagesRepo = createMessagesRepo(tx);
  const streamsRepo = createStreamsRepo(tx);
  let conversationId = session.conversationId;
  if (!conversationId) {
    // A session from before sessions opened their chat at the start: it gets one now (its row is held).
    conversationId = await messagesRepo.createStreamConversation(session.performerId);
    await streamsRepo.setConversation(session.id, conversationId);
  }
  const message = await messagesRepo.insertStreamMessage({ conversationId, senderId: tipperId, type: 'tip', text: tipText(amount), amount });
  const tipTotal = await streamsRepo.addTip(session.id, amount);
  return { streamId: session.id, conversationId, messageId: message.id, tipperId, amount, tipTotal };
}
