import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { Storage } from '../../media/storage';
import type { SettingsService } from '../settings/settings.service';
import { createUserPresenter } from './users.presenter';
import { createUsersRepo } from './users.repo';
import { usersRoutes } from './users.routes';
import { createUsersService } from './users.service';
import type { DomainModule } from '../module';

export function createUsersModule(deps: { db: Db; config: AppConfig; storage: Storage; settings: SettingsService }) {
  const presenter = createUserPresenter(deps.storage);
  const service = createUsersService({
    usersRepo: createUsersRepo(deps.db),
    storage: deps.storage,
    presenter,
    maxUploadMb: deps.config.MAX_UPLOAD_MB,
  });
  return { routes: usersRoutes({ users: service, internalSecret: deps.config.internalApiSecret }), services: { users: service, presenter } } satisfies DomainModule;
}
