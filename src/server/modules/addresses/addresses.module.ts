// Addresses: the fan's delivery address book, which physical orders copy from.
import type { Db } from '../../db/client';
import { addressesRoutes } from './addresses.routes';
import { createAddressesService } from './addresses.service';

export function createAddressesModule(deps: { db: Db }) {
  const addresses = createAddressesService({ db: deps.db });
  return { addresses, routes: addressesRoutes({ addresses }) };
}
export type AddressesModule = ReturnType<typeof createAddressesModule>;
