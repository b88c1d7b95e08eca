import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { Log } from '../../log';
import type { Mailer } from '../../mail/mailer';
import type { Storage } from '../../media/storage';
import type { MediaFilesModule } from '../media-files/media-files.module';
import type { SettingsService } from '../settings/settings.service';
import { uploadLimitsOf } from '../../media/upload-limits';
import { createUsersRepo } from '../users/users.repo';
import type { UsersService } from '../users/users.service';
import { createListenerSet } from '../../listener-set';
import { bankingKey } from './banking-crypto';
import { performerAdminRoutes } from './performer-admin.routes';
import { createPerformerAdminService } from './performer-admin.service';
import { performerDiscoveryRoutes } from './performer-discovery.routes';
import { createPerformerDiscoveryService } from './performer-discovery.service';
import { createPerformerMediaService } from './performer-media.service';
import { performerProfileRoutes } from './performer-profile.routes';
import { createPerformerProfileService } from './performer-profile.service';
import { createPerformerSearchRepo } from './performer-search.repo';
import { createPerformerPresenter } from './performers.presenter';
import { createPerformersRepo } from './performers.repo';
import type { DomainModule } from '../module';

export function createPerformersModule(deps: {
  db: Db;
  config: AppConfig;
  storage: Storage;
  mailer: Mailer;
  settings: SettingsService;
  users: UsersService;
  mediaFiles: MediaFilesModule['services'];
  log?: Pick<Log, 'error' | 'warn'>;
  /** Whether a performer still wants the email of their verification review. */
  wantsVerificationEmail?: (performerId: string) => Promise<boolean>;
}) {
  const { config, storage, settings } = deps;
  const performersRepo = createPerformersRepo(deps.db);
  const usersRepo = createUsersRepo(deps.db);
  const key = bankingKey(config.jwtSecret);
  const presenter = createPerformerPresenter({ storage, bankingKey: key });

  const mediaFiles = deps.mediaFiles.mediaFiles;
  const profile = createPerformerProfileService({ performersRepo, usersRepo, presenter, settings, bankingKey: key, mediaFiles });
  const media = createPerformerMediaService({ performersRepo, profile, users: deps.users, usersRepo, storage, mediaFiles, maxUploadMb: config.MAX_UPLOAD_MB });
  deps.mediaFiles.processing.onFinished('welcome-video', media.welcomeVideoProcessed);
  const discovery = createPerformerDiscoveryService({ performersRepo, searchRepo: createPerformerSearchRepo(deps.db), presenter, settings });
  // Review decisions are announced for the modules created later (live sessions end when a performer is rejected).
  const reviewEvents = createListenerSet<[outcome: { performerId: string; verified: boolean }]>(deps.log, ({ performerId }) => [
    { performerId },
    'A listener of a performer review failed; the decision stands.',
  ]);
  const admin = createPerformerAdminService({ performersRepo, usersRepo, presenter, settings, mailer: deps.mailer, appUrl: config.appUrl, log: deps.log, onReviewed: reviewEvents.notify, wantsEmail: deps.wantsVerificationEmail });

  const routes: FastifyPluginAsyncZod = async (app) => {
    await app.register(performerProfileRoutes({ profile, media, uploadLimits: uploadLimitsOf(config) }));
    await app.register(performerDiscoveryRoutes({ discovery, internalSecret: config.internalApiSecret }));
    await app.register(performerAdminRoutes({ admin }));
  };

  return { routes, services: { profile, media, discovery, admin, reviewEvents: { subscribe: reviewEvents.subscribe } } } satisfies DomainModule;
}
