// The repositories a charge works through, passed in by the module (wallet-charges.module.ts): each is made on
// the charge's own transaction, so everything a purchase reads and writes stays on its one connection.
import type { DbOrTx } from '../../db/client';
import type { AddressesRepo } from '../addresses/addresses.repo';
import type { EarningsRepo } from '../earnings/earnings.repo';
import type { EntitlementRepo } from '../entitlement/entitlement.repo';
import type { FeedsRepo } from '../feeds/feeds.repo';
import type { GalleriesRepo } from '../galleries/galleries.repo';
import type { MessagesRepo } from '../messages/messages.repo';
import type { OrdersRepo } from '../orders/orders.repo';
import type { ProductsRepo } from '../products/products.repo';
import type { PurchasesRepo } from '../purchases/purchases.repo';
import type { VideosRepo } from '../videos/videos.repo';
import type { WalletChargesRepo } from './wallet-charges.repo';

/** Makes a repository on a connection or a transaction. */
export type RepoOn<Repo> = (db: DbOrTx) => Repo;

/** What the items for sale are read through (sale-items.ts). */
export interface SaleItemRepos {
  feeds: RepoOn<FeedsRepo>;
  videos: RepoOn<VideosRepo>;
  galleries: RepoOn<GalleriesRepo>;
  messages: RepoOn<MessagesRepo>;
}

export interface ChargeRepos extends SaleItemRepos {
  /** Purchases recorded, stock taken, earlier charges and the commission settings. */
  charges: RepoOn<WalletChargesRepo>;
  earnings: RepoOn<EarningsRepo>;
  entitlement: RepoOn<EntitlementRepo>;
  purchases: RepoOn<PurchasesRepo>;
  products: RepoOn<ProductsRepo>;
  orders: RepoOn<OrdersRepo>;
  addresses: RepoOn<AddressesRepo>;
}
