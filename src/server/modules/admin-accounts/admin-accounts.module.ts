import type { Db } from '../../db/client';
import type { Log } from '../../log';
import type { Storage } from '../../media/storage';
import type { AuthService } from '../auth/auth.service';
import type { SiteMailDeps } from '../settings/site-mail';
import type { UserPresenter } from '../users/users.presenter';
import type { UsersService } from '../users/users.service';
import type { DomainModule } from '../module';
import { adminAccountsRoutes } from './admin-accounts.routes';
import { createAdminAccountsService } from './admin-accounts.service';

export function createAdminAccountsModule(deps: SiteMailDeps & {
  db: Db;
  storage: Storage;
  users: UsersService;
  presenter: UserPresenter;
  auth: Pick<AuthService, 'endSessionsOf'>;
  /** After an account was suspended or deleted. */
  onClosed?: (userId: string) => Promise<unknown>;
  log?: Pick<Log, 'error'>;
}) {
  const accounts = createAdminAccountsService(deps);
  return { routes: adminAccountsRoutes({ accounts, users: deps.users }), services: { accounts } } satisfies DomainModule;
}
