// The repositories a charge works through, passed in by the module (wallet-charges.module.ts): each is made on
// the charge's own transaction, so everything a purchase reads and writes stays on its one connection. The
// item a purchase is for is read by sale-items.repo.ts and the sale written by sale-statement.repo.ts, on the
// same transaction.
import type { DbOrTx } from '../../db/client';
import type { EarningsRepo } from '../earnings/earnings.repo';
import type { OrdersRepo } from '../orders/orders.repo';
import type { WalletChargesRepo } from './wallet-charges.repo';

/** Makes a repository on a connection or a transaction. */
export type RepoOn<Repo> = (db: DbOrTx) => Repo;

export interface ChargeRepos {
  /** What every charge reads first, earlier charges, the commission and the product stock taken. */
  charges: RepoOn<WalletChargesRepo>;
  /** The fan's list of charges. */
  earnings: RepoOn<EarningsRepo>;
  orders: RepoOn<OrdersRepo>;
}
