// The ledger: the double-entry books every money movement goes through (docs/money.md "The ledger").
// Other modules post to it inside their own transactions (ledger.service.ts); this module serves the
// admin's check of the books.
import type { Db } from '../../db/client';
import type { DomainModule } from '../module';
import { ledgerRoutes } from './ledger.routes';

export function createLedgerModule(deps: { db: Db }) {
  return { routes: ledgerRoutes({ db: deps.db }), services: {} } satisfies DomainModule;
}
