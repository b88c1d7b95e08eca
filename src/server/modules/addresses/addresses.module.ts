// Addresses: the fan's delivery address book, which physical orders copy from.
import type { Db } from '../../db/client';
import { addressesRoutes } from './addresses.routes';
import { createAddressesService } from './addresses.service';
import type { DomainModule } from '../module';

export function createAddressesModule(deps: { db: Db }) {
  const addresses = createAddressesService({ db: deps.db });
  return { routes: addressesRoutes({ addresses }), services: { addresses } } satisfies DomainModule;
}
