// The emails a sale sends (docs/business-rules.md "Notifications": tip, purchase, digital delivery, new subscriber). They go
// after the money has committed; a mail that fails is logged and never undoes or fails the sale itself.
import type { EarningType } from '@/contracts/wallet';
import { plainAmount } from '@/lib/money';
import { batchedWhileBusy } from '../../db/batched-while-busy';
import type { Db } from '../../db/client';
import type { Log } from '../../log';
import type { Mailer, MailMessage } from '../../mail/mailer';
import { createOrdersRepo } from '../orders/orders.repo';
import type { SettingsService } from '../settings/settings.service';
import { createEarningsRepo } from './earnings.repo';

/** A sale that has just committed. Amounts in minor units. */
export interface Sold {
  type: EarningType;
  transactionId: string;
  buyerId: string;
  performerId: string;
  gross: number;
  net: number;
  /** For a subscription: whether this period started it (a renewal is not a new subscriber). */
  isNewSubscriber?: boolean;
  /** For a tip: the fan's note to the performer, if they wrote one. */
  message?: string;
}

const NOUN: Record<EarningType, string> = {
  tip: 'tip',
  feed: 'post',
  video: 'video',
  gallery: 'gallery',
  product: 'product',
  message: 'message',
  stream: 'stream',
  subscription: 'subscription',
};

type Person = { email: string | null; name: string | null; username: string | null };
const called = (p: Person) => p.name || p.username || 'A fan';

export function performerSaleMail(opts: { to: Person & { email: string }; buyer: Person; siteName: string; appUrl: string; sale: Sold }): MailMessage {
  const { sale, buyer } = opts;
  const who = called(buyer);
  const freeTrial = sale.type === 'subscription' && sale.gross === 0;
  const headline =
    sale.type === 'tip'
      ? `${who} sent you a tip of ${plainAmount(sale.gross)}`
      : freeTrial
        ? `${who} started a free trial of your subscription`
        : sale.type === 'subscription'
          ? sale.isNewSubscriber
            ? `${who} subscribed to you`
            : `${who} renewed their subscription`
          : `${who} bought your ${NOUN[sale.type]}`;
  return {
    to: opts.to.email,
    subject: `${headline} on ${opts.siteName}`,
    text: [
      `Hello ${opts.to.name || 'there'},`,
      '',
      freeTrial ? `${headline}.` : `${headline}. Paid ${plainAmount(sale.gross)}; you earn ${plainAmount(sale.net)} after the site's commission.`,
      ...(sale.message ? ['', `${who} wrote: "${sale.message}"`] : []),
      '',
      `Your earnings: ${opts.appUrl}/creator/earning`,
    ].join('\n'),
  };
}

export function digitalDeliveryMail(opts: { to: Person & { email: string }; siteName: string; appUrl: string; orderId: string; orderNumber: string; productName: string }): MailMessage {
  return {
    to: opts.to.email,
    subject: `Your ${opts.siteName} download is ready: ${opts.productName}`,
    text: [
      `Hello ${opts.to.name || 'there'},`,
      '',
      `Thank you for your order ${opts.orderNumber}. "${opts.productName}" is ready to download from your order page:`,
      `${opts.appUrl}/user/orders/${opts.orderId}`,
    ].join('\n'),
  };
}

export type SaleMails = ReturnType<typeof createSaleMails>;

/** The notification kind a sale is to its performer, which is also the email switch it answers to. */
export const saleKind = (sale: Sold): 'subscriber' | 'renewal' | 'tip' | 'purchase' =>
  sale.type === 'subscription' ? (sale.isNewSubscriber ? 'subscriber' : 'renewal') : sale.type === 'tip' ? 'tip' : 'purchase';

export function createSaleMails(deps: {
  db: Db;
  mailer: Mailer;
  settings: Pick<SettingsService, 'get'>;
  appUrl: string;
  log?: Pick<Log, 'warn'>;
  /** Whether the performer still wants this kind of email (docs/notifications.md); every sale mails without it. */
  wantsEmail?: (userId: string, kind: ReturnType<typeof saleKind>) => Promise<boolean>;
}) {
  const earnings = createEarningsRepo(deps.db);
  // Sales ending together read their people in one statement (db/batched-while-busy.ts).
  const peopleBatched = batchedWhileBusy(async (sales: Sold[]) => {
    const found = new Map((await earnings.salePeople(sales.flatMap((s) => [s.buyerId, s.performerId]))).map((p) => [p.id, p]));
    return sales.map((s) => ({ buyer: found.get(s.buyerId), performer: found.get(s.performerId) }));
  });
  async function send(sale: Sold): Promise<void> {
    const { buyer, performer } = await peopleBatched(sale);
    if (!buyer) return;
    const siteName = await deps.settings.get('siteName');
    const wanted = (await deps.wantsEmail?.(sale.performerId, saleKind(sale))) ?? true;
    if (performer?.email && wanted) await deps.mailer.send(performerSaleMail({ to: { ...performer, email: performer.email }, buyer, siteName, appUrl: deps.appUrl, sale }));
    if (sale.type !== 'product' || !buyer.email) return;
    const order = (await createOrdersRepo(deps.db).findByTransaction(sale.transactionId))?.order;
    if (order?.productType === 'digital') {
      await deps.mailer.send(
        digitalDeliveryMail({ to: { ...buyer, email: buyer.email }, siteName, appUrl: deps.appUrl, orderId: order.id, orderNumber: order.orderNumber, productName: order.productName }),
      );
    }
  }

  return {
    /** Fire and forget: the caller's answer never waits on, or fails with, the mail. */
    sold(sale: Sold): void {
      send(sale).catch((error: unknown) => deps.log?.warn({ err: error, transactionId: sale.transactionId }, 'A sale email could not be sent; the sale itself stands.'));
    },
  };
}
