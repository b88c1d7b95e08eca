// The email a buyer gets when their order moves (docs/business-rules.md "Notifications": order status). Sent after the
// change commits; a mail failure is logged and never undoes or fails the change itself.
import { plainAmount } from '@/lib/money';
import type { Db } from '../../db/client';
import type { Log } from '../../log';
import type { Mailer, MailMessage } from '../../mail/mailer';
import type { SettingsService } from '../settings/settings.service';
import { createOrdersRepo } from './orders.repo';
import type { OrderRow } from './orders.table';

const WHAT_HAPPENED: Record<OrderRow['status'], (o: OrderRow) => string> = {
  processing: () => 'is being prepared by the seller.',
  shipping: (o) => `is on its way. Shipping code: ${o.shippingCode ?? 'not given'}.`,
  delivered: () => 'is marked as delivered.',
  refunded: (o) => `was refunded: ${plainAmount(o.totalPrice)} is back in your wallet.`,
};

export function orderStatusMail(opts: { to: string; name: string | null; siteName: string; order: OrderRow }): MailMessage {
  const { order } = opts;
  return {
    to: opts.to,
    subject: `Your ${opts.siteName} order ${order.orderNumber} is ${order.status}`,
    text: [`Hello ${opts.name || 'there'},`, '', `Your order ${order.orderNumber} (${order.quantity} × ${order.productName}) ${WHAT_HAPPENED[order.status](order)}`].join('\n'),
  };
}

export type OrderMails = ReturnType<typeof createOrderMails>;

export function createOrderMails(deps: {
  db: Db;
  mailer?: Mailer;
  settings?: Pick<SettingsService, 'get'>;
  log?: Pick<Log, 'warn'>;
  /** Told of every move after it commits (the buyer's notification); it must not throw. */
  onStatusChanged?: (order: OrderRow) => void;
  /** Whether the buyer still wants order emails (their notification switch); all are sent without it. */
  wantsEmail?: (buyerId: string) => Promise<boolean>;
}) {
  return {
    async statusChanged(order: OrderRow): Promise<void> {
      deps.onStatusChanged?.(order);
      const { mailer, settings } = deps;
      if (!mailer || !settings) return;
      try {
        if (deps.wantsEmail && !(await deps.wantsEmail(order.buyerId))) return;
        const buyer = await createOrdersRepo(deps.db).buyerContact(order.buyerId);
        if (!buyer?.email) return;
        await mailer.send(orderStatusMail({ to: buyer.email, name: buyer.name, siteName: await settings.get('siteName'), order }));
      } catch (error) {
        deps.log?.warn({ err: error, orderId: order.id }, 'The order status email could not be sent; the change itself stands.');
      }
    },
  };
}
