// Wallet charges: purchases and tips paid from the wallet, and the fan's list of them.
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { createEarningsRepo } from '../earnings/earnings.repo';
import type { Sold } from '../earnings/sale-mails';
import { createOrdersRepo } from '../orders/orders.repo';
import type { SettingsService } from '../settings/settings.service';
import type { StreamTipped } from '../streams/stream-tips';
import type { ChargeRepos } from './charge-repos';
import { createCommission } from './commission';
import { createWalletChargesRepo } from './wallet-charges.repo';
import { walletChargesRoutes } from './wallet-charges.routes';
import { createWalletChargesService, type BalanceChangedHook } from './wallet-charges.service';
import type { DomainModule } from '../module';

/** The repositories a charge works through; the seed's demo charges use the same. */
export const walletChargeRepos: ChargeRepos = {
  charges: createWalletChargesRepo,
  earnings: createEarningsRepo,
  orders: createOrdersRepo,
};

export function createWalletChargesModule(deps: {
  db: Db;
  config: AppConfig;
  settings: SettingsService;
  /** Where a fan's new balance goes after a charge; the socket server is made after the app, so nothing is wired yet. */
  onBalanceChanged?: BalanceChangedHook;
  onSold?: (sale: Sold) => void;
  /** Where a tip sent in a live session is announced once it committed. */
  onStreamTip?: (tip: StreamTipped) => void;
}) {
  const commission = createCommission({ db: deps.db, chargesRepo: createWalletChargesRepo });
  const charges = createWalletChargesService({
    db: deps.db,
    repos: walletChargeRepos,
    commission,
    settings: deps.settings,
    onBalanceChanged: deps.onBalanceChanged,
    onSold: deps.onSold,
    onStreamTip: deps.onStreamTip,
  });
  return { routes: walletChargesRoutes({ charges, internalSecret: deps.config.internalApiSecret }), services: { charges, commission } } satisfies DomainModule;
}
