// What each event elsewhere in the app becomes in someone's notification centre: the kind, the sentence, the
// page it opens. app.ts subscribes these to the events the modules already announce after their commits
// (sales, reviews, live sessions), so the modules themselves need not know notifications exist.
import type { EarningType } from '@/contracts/wallet';
import type { feedTypes } from '@/contracts/plain-values';
import type { StreamSession } from '@/contracts/streams';
import { formatPrice, fromMinor } from '@/lib/money';

const price = (minor: number) => formatPrice(fromMinor(minor));
import type { Commented } from '../comments/comments.service';
import { saleKind, type Sold } from '../earnings/sale-mails';
import type { FeedRow } from '../feeds/feeds.table';
import type { MessageEvent } from '../messages/message-events';
import type { OrderRow } from '../orders/orders.table';
import type { AdminStep } from '../payouts/payout-mail';
import type { PayoutRequestRow } from '../payouts/payouts.table';
import type { NotificationsService } from './notifications.service';
import type { NotificationsRepo } from './notifications.repo';
import type { ConversationViewing } from './notification-events';

const THING: Record<Exclude<EarningType, 'tip' | 'subscription'>, string> = {
  feed: 'post',
  video: 'video',
  gallery: 'gallery',
  product: 'product',
  message: 'paid message',
  stream: 'live session ticket',
};

/** The page of a content item, where its comments are. */
const ITEM_PAGE: Record<Commented['objectType'], string> = { feed: '/post', video: '/video', gallery: '/gallery', product: '/product' };
const ITEM_NAME: Record<Commented['objectType'], string> = { feed: 'post', video: 'video', gallery: 'gallery', product: 'product' };
/** What a post without words is called. */
const POST_KIND: Record<(typeof feedTypes)[number], string> = { text: 'post', photo: 'photo', video: 'video', audio: 'audio post', poll: 'poll' };

/** A comment as quoted in a sentence: its first words. */
const QUOTE_LENGTH = 80;
export const quoted = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > QUOTE_LENGTH ? `${flat.slice(0, QUOTE_LENGTH - 1)}…` : flat;
};

type Named = { name: string; username: string | null } | undefined;
/** How a person is named in a sentence: their name, else their username, else "Someone". */
export const nameOf = (who: Named) => who?.name || who?.username || 'Someone';

/** What an order's buyer is told when it reaches each status. */
const ORDER_NEWS: Record<OrderRow['status'], (o: OrderRow) => string> = {
  processing: (o) => `Your order ${o.orderNumber} is being prepared.`,
  shipping: (o) => `Your order ${o.orderNumber} (${o.productName}) is on its way${o.shippingCode ? `: shipping code ${o.shippingCode}` : ''}.`,
  delivered: (o) => `Your order ${o.orderNumber} (${o.productName}) was delivered.`,
  refunded: (o) => `Your order ${o.orderNumber} (${o.productName}) was refunded: ${price(o.totalPrice)} is back in your wallet.`,
};

export function createNotificationProducers(deps: {
  notifications: Pick<NotificationsService, 'notify' | 'notifyAs' | 'notifyAudience' | 'notifyUnlessUnread' | 'actor'>;
  repo: Pick<NotificationsRepo, 'ownerOf' | 'hasLike'>;
  isViewingConversation: ConversationViewing;
}) {
  const { notifications } = deps;
  // The actor is read once: their name goes into the sentence, and the live push shows them (notifyAs).
  const actorFor = async (userId: string) => {
    const actor = await notifications.actor(userId).catch(() => null);
    return { actor, who: nameOf(actor ?? undefined) };
  };

  return {
    /** A sale that committed: the performer hears of the new subscriber, the renewal, the tip or the purchase. */
    async sold(sale: Sold): Promise<void> {
      const createdAt = new Date();
      const { actor, who } = await actorFor(sale.buyerId);
      const base = { userId: sale.performerId, actorId: sale.buyerId, amount: sale.gross || null, createdAt };
      const kind = saleKind(sale);
      if (kind === 'subscriber' || kind === 'renewal') {
        const trial = sale.gross === 0;
        await notifications.notifyAs(actor, {
          ...base,
          kind,
          text: trial ? `${who} started a free trial of your subscription` : kind === 'subscriber' ? `${who} subscribed to you` : `${who} renewed their subscription`,
          link: '/creator/my-subscriber',
        });
        return;
      }
      if (kind === 'tip') {
        const note = sale.message ? `: "${sale.message}"` : '';
        await notifications.notifyAs(actor, { ...base, kind, text: `${who} sent you a tip of ${price(sale.gross)}${note}`, link: '/creator/earning' });
        return;
      }
      await notifications.notifyAs(actor, { ...base, kind, text: `${who} bought your ${THING[sale.type as keyof typeof THING]} for ${price(sale.gross)}`, link: '/creator/earning' });
    },

    /**
     * A comment: the item's owner hears of it, and the author of the comment it answers hears of the reply (only
     * of the reply when that is the owner too). Nobody hears of their own comment.
     */
    async commented(c: Commented): Promise<void> {
      const createdAt = new Date();
      const { actor, who } = await actorFor(c.authorId);
      const about = { actorId: c.authorId, targetType: 'comment' as const, targetId: c.commentId, link: `${ITEM_PAGE[c.objectType]}/${c.objectId}`, createdAt };
      const replyTo = c.answeredId && c.answeredId !== c.authorId ? c.answeredId : null;
      await notifications.notifyAs(
        actor,
        ...(replyTo ? [{ ...about, userId: replyTo, kind: 'reply' as const, text: `${who} replied to your comment: “${quoted(c.content)}”` }] : []),
        ...(c.ownerId !== replyTo ? [{ ...about, userId: c.ownerId, kind: 'comment' as const, text: `${who} commented on your ${ITEM_NAME[c.objectType]}: “${quoted(c.content)}”` }] : []),
      );
    },

    /** A new like: the owner of what was liked hears of it, once per person and thing (a like taken back and given again is not news). */
    async liked(like: { userId: string; objectType: 'performer' | Commented['objectType']; objectId: string }): Promise<void> {
      const createdAt = new Date();
      const ownerId = like.objectType === 'performer' ? like.objectId : await deps.repo.ownerOf(like.objectType, like.objectId);
      if (!ownerId || (await deps.repo.hasLike(ownerId, like.userId, like.objectId))) return;
      const { actor, who } = await actorFor(like.userId);
      const item = like.objectType === 'performer' ? null : like.objectType;
      await notifications.notifyAs(actor, {
        userId: ownerId,
        kind: 'like',
        actorId: like.userId,
        targetType: like.objectType,
        targetId: like.objectId,
        link: item ? `${ITEM_PAGE[item]}/${like.objectId}` : null,
        text: item ? `${who} liked your ${ITEM_NAME[item]}` : `${who} liked your profile`,
        createdAt,
      });
    },

    /** A post became visible: the performer's running subscribers hear of it (followers see it in the directory's news). */
    async newPost(feed: Pick<FeedRow, 'id' | 'performerId' | 'text' | 'type'>): Promise<void> {
      const { actor, who } = await actorFor(feed.performerId);
      const words = quoted(feed.text);
      await notifications.notifyAudience(
        { performerId: feed.performerId, followers: false },
        {
          kind: 'new-post',
          actorId: feed.performerId,
          targetType: 'feed',
          targetId: feed.id,
          link: `/post/${feed.id}`,
          text: words ? `${who} posted: “${words}”` : `${who} posted a new ${POST_KIND[feed.type as keyof typeof POST_KIND] ?? 'post'}`,
        },
        actor,
      );
    },

    /** An admin approved, rejected or paid a performer's payout request. */
    async payoutStep(performerId: string, request: Pick<PayoutRequestRow, 'id' | 'amount' | 'adminNote'>, step: AdminStep): Promise<void> {
      const amount = price(request.amount);
      const said = { approved: `Your payout of ${amount} is approved`, rejected: `Your payout request of ${amount} was rejected`, paid: `Your payout of ${amount} was sent` }[step];
      const note = request.adminNote?.trim();
      await notifications.notify({
        userId: performerId,
        kind: 'payout-status',
        targetType: 'payout',
        targetId: request.id,
        link: `/creator/payout-request/${request.id}`,
        amount: request.amount,
        text: note ? `${said}: ${quoted(note)}` : `${said}.`,
      });
    },

    /** An admin's review of a performer's documents. */
    async reviewed({ performerId, verified }: { performerId: string; verified: boolean }): Promise<void> {
      await notifications.notify({
        userId: performerId,
        kind: 'verification',
        text: verified ? 'Your account is verified: your profile is listed and you can sell.' : 'Your verification was not approved. Check your documents and send them again.',
        link: '/creator/account',
      });
    },

    /** An order moved (shipped, delivered, refunded): its buyer hears of it from the seller. */
    async orderStatus(order: Pick<OrderRow, 'id' | 'buyerId' | 'performerId' | 'orderNumber' | 'productName' | 'status' | 'shippingCode' | 'totalPrice'>): Promise<void> {
      await notifications.notify({
        userId: order.buyerId,
        kind: 'order-status',
        actorId: order.performerId,
        targetType: 'order',
        targetId: order.id,
        link: `/user/orders/${order.id}`,
        amount: order.status === 'refunded' ? order.totalPrice : null,
        text: ORDER_NEWS[order.status](order as OrderRow),
      });
    },

    /**
     * A direct message reached its recipient (the messages module announces one per participant). It is news
     * only to a recipient with that chat open on none of their pages, and only once until they read it: the
     * rest of a burst adds nothing (see docs/notifications.md).
     */
    async messaged(event: MessageEvent): Promise<void> {
      if (event.kind !== 'created') return;
      const { message, userId } = event;
      if (userId === message.senderId) return;
      if (await deps.isViewingConversation(userId, message.conversationId)) return;
      const createdAt = new Date();
      const { actor, who } = await actorFor(message.senderId);
      await notifications.notifyUnlessUnread(
        {
          userId,
          kind: 'message',
          actorId: message.senderId,
          targetType: 'conversation',
          targetId: message.conversationId,
          link: `/messages?conversationId=${message.conversationId}`,
          text: `${who} sent you a message`,
          createdAt,
        },
        actor,
      );
    },

    /** A performer went live in a public or group session: their followers and subscribers hear of it. */
    async wentLive(stream: StreamSession): Promise<void> {
      if (stream.type === 'private') return;
      await notifications.notifyAudience(
        { performerId: stream.performerId, followers: true },
        {
          kind: 'live',
          actorId: stream.performerId,
          targetType: 'stream',
          targetId: stream._id,
          link: `/live/${stream._id}`,
          text: `${nameOf(stream.performer)} is live: ${stream.title}`,
        },
      );
    },
  };
}
export type NotificationProducers = ReturnType<typeof createNotificationProducers>;
