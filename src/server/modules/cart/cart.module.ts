// The cart: a fan's products and quantities kept on the server, so every session of the fan sees the same
// cart; paid for through the wallet's product purchase (docs/money.md, "The cart").
import type { Db } from '../../db/client';
import type { ProductReadsService } from '../products/product-reads.service';
import type { WalletChargesService } from '../wallet-charges/wallet-charges.service';
import type { DomainModule } from '../module';
import { createCartRepo } from './cart.repo';
import { cartRoutes } from './cart.routes';
import { createCartService } from './cart.service';

export function createCartModule(deps: {
  db: Db;
  internalSecret: string;
  reads: Pick<ProductReadsService, 'readable' | 'presentPage' | 'missing'>;
  charges: Pick<WalletChargesService, 'purchaseProduct'>;
}) {
  const cart = createCartService({ repo: createCartRepo(deps.db), reads: deps.reads, charges: deps.charges });
  return { routes: cartRoutes({ cart, internalSecret: deps.internalSecret }), services: { cart } } satisfies DomainModule;
}
