import type { Redis } from 'ioredis';
import type { Log } from '../../log';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { createRecipientBudget } from '../../mail/recipient-budget';
import type { Storage } from '../../media/storage';
import { createPerformerRegistration } from '../performers/performer-registration';
import type { SettingsService } from '../settings/settings.service';
import { createUsersRepo } from '../users/users.repo';
import type { UsersService } from '../users/users.service';
import { createAuthRepo } from './auth.repo';
import { authRoutes } from './auth.routes';
import { createAuthService } from './auth.service';
import { createEmailChange } from './email-change';
import type { SessionEvents } from './session-events';
import { createSessionCache, type SessionCacheOptions } from './session-cache';
import { createRedisEvictionBus } from './session-eviction-bus';
import { createGoogleClient } from './google';
import { createSocialLoginService } from './social-login.service';
import { createTwitterClient } from './twitter';
import type { DomainModule } from '../module';

export function createAuthModule(deps: {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  storage: Storage;
  settings: SettingsService;
  users: UsersService;
  /** Where ended sessions are announced; the realtime server ends their sockets. */
  sessionEvents?: SessionEvents;
  /** Shares the per-address mail budget between app nodes, and carries session-cache evictions to them. */
  redis?: Redis;
  /**
   * The session cache's TTL, size and clock (session-cache.ts); tests set the clock. Its clock is the
   * sessions' clock too (expiry, the time a session was last used), so a test moves them together.
   */
  sessionCache?: Omit<SessionCacheOptions, 'bus'>;
  log?: Pick<Log, 'warn'>;
}) {
  const authRepo = createAuthRepo(deps.db);
  const usersRepo = createUsersRepo(deps.db);
  const budget = createRecipientBudget({ redis: deps.redis });
  const evictionBus = deps.redis ? createRedisEvictionBus(deps.redis, deps.log) : undefined;
  const sessionCache = createSessionCache({ ...deps.sessionCache, bus: evictionBus });
  const clock = deps.sessionCache?.now;
  const emailChange = createEmailChange({ authRepo, usersRepo, mailer: deps.mailer, settings: deps.settings, config: deps.config, budget });
  const service = createAuthService({
    authRepo,
    usersRepo,
    emailChange,
    mailer: deps.mailer,
    settings: deps.settings,
    config: deps.config,
    sessionEvents: deps.sessionEvents,
    budget,
    sessionCache,
    now: clock && (() => new Date(clock())),
  });
  const social = createSocialLoginService({
    google: createGoogleClient(deps.config),
    twitter: createTwitterClient(deps.config),
    authRepo,
    auth: service,
  });
  const registerPerformer = createPerformerRegistration({ storage: deps.storage, auth: service, maxUploadMb: deps.config.MAX_UPLOAD_MB });
  // A new address waits as pending until the link sent to it is opened; a taken one gets its owner a notice.
  deps.users.onEmailChangeRequested((user) => emailChange.requested(user));

  return { routes: authRoutes({ auth: service, social, registerPerformer }), services: { auth: service, close: async () => evictionBus?.close() } } satisfies DomainModule;
}
