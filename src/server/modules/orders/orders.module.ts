// Orders (docs/business-rules.md "Orders"): what product purchases became, their delivery and refunds.
import type { Db } from '../../db/client';
import type { Log } from '../../log';
import type { Mailer } from '../../mail/mailer';
import type { BalanceChanged } from '../ledger/balance-events';
import type { SettingsService } from '../settings/settings.service';
import { createOrderMails } from './order-mail';
import { createOrderRefund } from './order-refund';
import { ordersRoutes } from './orders.routes';
import type { OrderRow } from './orders.table';
import { createOrdersService } from './orders.service';
import type { DomainModule } from '../module';

export function createOrdersModule(deps: {
  db: Db;
  onBalanceChanged?: BalanceChanged;
  /** The buyer is emailed when their order moves. */
  mailer?: Mailer;
  settings?: Pick<SettingsService, 'get'>;
  log?: Pick<Log, 'warn'>;
  /** Told of each status change after it commits (the buyer's notification). */
  onStatusChanged?: (order: OrderRow) => void;
  /** Whether the buyer still wants order emails. */
  wantsEmail?: (buyerId: string) => Promise<boolean>;
}) {
  const mails = createOrderMails({ db: deps.db, mailer: deps.mailer, settings: deps.settings, log: deps.log, onStatusChanged: deps.onStatusChanged, wantsEmail: deps.wantsEmail });
  const orders = createOrdersService({ db: deps.db, mails });
  const refund = createOrderRefund({ db: deps.db, onBalanceChanged: deps.onBalanceChanged, mails });
  return { routes: ordersRoutes({ orders, refund }), services: { orders, refund } } satisfies DomainModule;
}
