// Builds the Fastify API from plugins and domain modules. Tests call buildApp and use app.inject.
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerFactory, type RawServerDefault } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { registerAuthGuard } from './http/auth-guard';
import { createAdminStatsModule } from './modules/admin-stats/admin-stats.module';
import { createAuditModule } from './modules/audit/audit.module';
import { createAdminAccountsModule } from './modules/admin-accounts/admin-accounts.module';
import { registerAdminAudit } from './modules/audit/audit-recorder';
import { registerResponseSerializer } from './http/response-serializer';
import { registerApiCompression, type StableAnswerCache } from './http/api-compression';
import { registerSecurityHeaders } from './http/api-security-headers';
import type { JobQueue } from './jobs/queue';
import { createAppJobQueue } from './jobs/runtime';
import { frameworkErrors, registerErrorHandler } from './http/error-handler';
import { apiLoggerOptions, type LogDestination } from './http/log-redaction';
import { collectRoutes } from './http/route-table';
import { registerUnstorableTextGuard } from './http/unstorable-text';
import { registerEmptyQueryValues } from './http/empty-query';
import { registerCors } from './http/cors';
import { registerMaintenanceGate } from './http/maintenance';
import { registerPublicPageWrites } from './http/page-cache';
import { HSTS_MAX_AGE_SECONDS, strictTransportSecurity } from './http/page-security';
import { createMailer, type Mailer } from './mail/mailer';
import { filesRoutes } from './media/files.routes';
import { liveRoutes } from './media/live';
import { createStorage, type Storage } from './media/storage';
import type { DomainModule } from './modules/module';
import { createAuthModule } from './modules/auth/auth.module';
import { createSessionEvents } from './modules/auth/session-events';
import type { SessionCacheOptions } from './modules/auth/session-cache';
import { createBlockModule } from './modules/block/block.module';
import { createCommentTargets } from './modules/comments/comment-targets';
import { createCommentsModule } from './modules/comments/comments.module';
import { createContactModule } from './modules/contact/contact.module';
import { createEntitlementModule } from './modules/entitlement/entitlement.module';
import { createFeedsModule } from './modules/feeds/feeds.module';
import { createFollowsModule } from './modules/follows/follows.module';
import { createGalleriesModule } from './modules/galleries/galleries.module';
import { createBalanceEvents } from './modules/ledger/balance-events';
import { createNotificationEvents } from './modules/notifications/notification-events';
import { createNotificationsModule } from './modules/notifications/notifications.module';
import { createLookupsModule } from './modules/lookups/lookups.module';
import { createMediaFilesModule } from './modules/media-files/media-files.module';
import { createPerformersModule } from './modules/performers/performers.module';
import { createProductsModule } from './modules/products/products.module';
import { createPostsModule } from './modules/posts/posts.module';
import { createReactionsModule } from './modules/reactions/reactions.module';
import { createReportsModule } from './modules/reports/reports.module';
import { createModerationModule } from './modules/moderation/moderation.module';
import { createSettingsModule } from './modules/settings/settings.module';
import { createUsersModule } from './modules/users/users.module';
import { createVideosModule } from './modules/videos/videos.module';
import { createCouponsModule } from './modules/coupons/coupons.module';
import { createPaymentsModule } from './modules/payments/payments.module';
import { createWalletChargesModule } from './modules/wallet-charges/wallet-charges.module';
import { createSaleMails, type Sold } from './modules/earnings/sale-mails';
import { createEarningsModule } from './modules/earnings/earnings.module';
import { createSubscriptionsModule } from './modules/subscriptions/subscriptions.module';
import { createOrdersModule } from './modules/orders/orders.module';
import { createCartModule } from './modules/cart/cart.module';
import { createAddressesModule } from './modules/addresses/addresses.module';
import { createLedgerModule } from './modules/ledger/ledger.module';
import { createPayoutsModule } from './modules/payouts/payouts.module';
import { createMessageEvents } from './modules/messages/message-events';
import { createMessagesModule } from './modules/messages/messages.module';
import { createStreamEvents } from './modules/streams/stream-events';
import { createStreamsModule } from './modules/streams/streams.module';
import { createStreamTipEvents } from './modules/streams/stream-tips';
import { createStreamChatEvents } from './modules/messages/stream-chat-events';
import { createStreamChatModule } from './modules/messages/stream-chat.module';
import { createAgoraModule } from './modules/streams/agora/agora.module';
import { createPrivateShowsModule } from './modules/streams/private/private-shows.module';
import { createLiveRecordings } from './modules/streams/live-recordings';
import { createStreamIngestModule } from './modules/streams/ingest/stream-ingest.module';
import { viewerOf } from './modules/performers/performer-visibility';
import { parseTrustProxy } from './http/trust-proxy';

export interface AppDeps {
  config: AppConfig;
  database: Database;
  mailer?: Mailer;
  storage?: Storage;
  redis?: Redis;
  /** The background job queue; by default one over the app's own database (src/server/jobs). */
  jobs?: JobQueue;
  /** Lets main.ts put the API on the same HTTP server as Next.js and socket.io. */
  serverFactory?: FastifyServerFactory<RawServerDefault>;
  /** Where the API's log lines go (standard output by default); tests read them here. */
  logStream?: LogDestination;
  /** The session cache's TTL, size and clock (modules/auth/session-cache.ts), also the sessions' clock; tests set it. */
  sessionCache?: Omit<SessionCacheOptions, 'bus'>;
  /** The kept compressed bodies of stable answers (http/api-compression.ts); tests pass their own to wait on it. */
  stableAnswers?: StableAnswerCache;
}

export async function buildApp(deps: AppDeps) {
  const { config } = deps;
  const db = deps.database.db;
  const base = Fastify<RawServerDefault>({
    // Tokens in request URLs (the socket's ?token=, emailed links) never reach a log line.
    logger: config.LOG_LEVEL === 'silent' ? false : apiLoggerOptions(config.LOG_LEVEL, deps.logStream),
    trustProxy: parseTrustProxy(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    frameworkErrors,
    serverFactory: deps.serverFactory,
  });
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Answers are written by serializers compiled from the zod response schemas; outside production zod
  // still checks each answer and the two must agree (http/response-serializer.ts).
  registerResponseSerializer(base, { verify: !config.isProduction });
  registerErrorHandler(base);
  // JSON answers of 1 kB or more go out with brotli or gzip, as the client accepts (http/api-compression.ts).
  await registerApiCompression(base, { stableCache: deps.stableAnswers });
  // First of the hooks: a preflight is answered before anything else looks at the request.
  registerCors(base, config.allowedOrigins);
  // Before any route: the table lists every route the app ends up with (tests walk it).
  const routeTable = collectRoutes(base);

  // The SMTP server set in the admin console, when there is one, wins over SMTP_URL (read at each send).
  const mailer = deps.mailer ?? createMailer(config, { settings: () => settings.services.settings.consoleMail() });
  // Workers run in this process unless JOBS_MODE=external; the queue starts with the app and drains on close.
  const jobs = deps.jobs ?? createAppJobQueue({ config, database: deps.database, log: base.log });
  base.addHook('onReady', async () => {
    await jobs.start();
  });
  base.addHook('onClose', async () => {
    await jobs.stop();
  });
  const storage = deps.storage ?? createStorage(config);

  // AGORA_APP_ID and AGORA_APP_CERTIFICATE, when set, are the settings agoraAppId and agoraAppCertificate. The
  // Stripe keys and MAIL_FROM fill the settings of the same meaning only while the console leaves them empty
  // (docs/admin.md, "Where a setting comes from").
  const settings = createSettingsModule({
    db,
    secret: config.jwtSecret,
    fromEnvironment: {
      ...(config.AGORA_APP_ID && { agoraAppId: config.AGORA_APP_ID }),
      ...(config.AGORA_APP_CERTIFICATE && { agoraAppCertificate: config.AGORA_APP_CERTIFICATE }),
    },
    environmentDefaults: {
      ...(config.STRIPE_PUBLISHABLE_KEY && { stripePublishableKey: config.STRIPE_PUBLISHABLE_KEY }),
      ...(config.STRIPE_SECRET_KEY && { stripeSecretKey: config.STRIPE_SECRET_KEY }),
      ...(config.STRIPE_WEBHOOK_SECRET && { stripeWebhookSecret: config.STRIPE_WEBHOOK_SECRET }),
    },
    console: { storage, mailer, smtpFromEnvironment: !!config.SMTP_URL, maxUploadMb: config.MAX_UPLOAD_MB },
  });
  const users = createUsersModule({ db, config, storage, settings: settings.services.settings });
  // Notifications (docs/notifications.md): written from what the modules announce after their commits, pushed
  // over socket.io by the realtime wiring on notificationEvents.
  const notificationEvents = createNotificationEvents(base.log);
  const notifications = createNotificationsModule({ db, presenter: users.services.presenter, events: notificationEvents, log: base.log });
  const { producers: notify } = notifications.services;
  const quietly = (what: Promise<void>) => void what.catch((err: unknown) => base.log.warn({ err }, 'A notification could not be written; what caused it stands.'));
  // Ended sessions are announced on sessionEvents; the realtime server ends the sockets opened with them.
  const sessionEvents = createSessionEvents(base.log);
  const auth = createAuthModule({ db, config, mailer, storage, settings: settings.services.settings, users: users.services.users, sessionEvents, redis: deps.redis, sessionCache: deps.sessionCache, log: base.log });
  base.addHook('onClose', async () => {
    await auth.services.close();
  });
  // Uploaded media and their processing job; features take uploads through it.
  const mediaFiles = createMediaFilesModule({ db, config, storage, jobs, log: base.log });
  // Performers, discovery and the social graph (follows, reactions).
  const performers = createPerformersModule({
    db,
    config,
    storage,
    mailer,
    settings: settings.services.settings,
    users: users.services.users,
    mediaFiles: mediaFiles.services,
    log: base.log,
    wantsVerificationEmail: (performerId) => notifications.services.notifications.wantsEmail(performerId, 'verification'),
  });
  const follows = createFollowsModule({ db, config, discovery: performers.services.discovery, userPresenter: users.services.presenter });
  const reactions = createReactionsModule({ db, config, discovery: performers.services.discovery, onLiked: (like) => quietly(notify.liked(like)) });
  // Content: entitlement decides, for every item shown, whether its media may be linked.
  const entitlement = createEntitlementModule({ db });
  // Each content kind registers itself as something one can comment on.
  const commentTargets = createCommentTargets();
  const feeds = createFeedsModule({
    db,
    config,
    storage,
    jobs,
    mediaFiles: mediaFiles.services.mediaFiles,
    entitlement: entitlement.services.entitlement,
    reactionTargets: reactions.services.targets,
    commentTargets,
    log: base.log,
    onPublished: (feed) => quietly(notify.newPost(feed)),
  });
  const videos = createVideosModule({ db, config, storage, mediaFiles: mediaFiles.services.mediaFiles, entitlement: entitlement.services.entitlement, reactionTargets: reactions.services.targets, commentTargets });
  const galleries = createGalleriesModule({
    db,
    config,
    storage,
    mediaFiles: mediaFiles.services.mediaFiles,
    entitlement: entitlement.services.entitlement,
    reactionTargets: reactions.services.targets,
    commentTargets,
    isPerformerVisible: performers.services.discovery.isVisible,
  });
  const products = createProductsModule({ db, config, storage, mediaFiles: mediaFiles.services.mediaFiles, entitlement: entitlement.services.entitlement, reactionTargets: reactions.services.targets, commentTargets });
  const comments = createCommentsModule({ db, config, storage, mediaFiles: mediaFiles.services.mediaFiles, targets: commentTargets, onCommented: (c) => quietly(notify.commented(c)) });
  const posts = createPostsModule({ db });
  // Money (docs/money.md). Every wallet change is announced on balanceEvents; main.ts pushes it over socket.io.
  const balanceEvents = createBalanceEvents(base.log);
  // Gateway payments: wallet top-ups (sandbox until Stripe has keys) with coupons.
  const coupons = createCouponsModule({ db });
  // The Stripe keys set in the console win over the environment's; the gateway follows them as they change.
  const payments = createPaymentsModule({ db, config, jobs, settings: settings.services.settings, coupons: coupons.services.coupons, log: base.log, onBalanceChanged: balanceEvents.notify });
  // Spending the wallet and what performers earn from it.
  const saleMails = createSaleMails({ db, mailer, settings: settings.services.settings, appUrl: config.appUrl, log: base.log, wantsEmail: notifications.services.notifications.wantsEmail });
  // A committed sale: its emails, and the performer's notification.
  const sold = (sale: Sold) => {
    saleMails.sold(sale);
    quietly(notify.sold(sale));
  };
  // Tips sent in a live session are announced on streamTipEvents once they committed; the stream chat pushes them.
  const streamTipEvents = createStreamTipEvents(base.log);
  const walletCharges = createWalletChargesModule({
    db,
    config,
    settings: settings.services.settings,
    onBalanceChanged: balanceEvents.notify,
    onSold: sold,
    onStreamTip: streamTipEvents.notify,
  });
  const earnings = createEarningsModule({ db });
  const subscriptions = createSubscriptionsModule({ db, config, storage, jobs, settings: settings.services.settings, payments: payments.services, log: base.log, onSold: sold, onBalanceChanged: balanceEvents.notify, mailer });
  // Product orders (bought through walletCharges) and the fan's address book they ship to.
  const orders = createOrdersModule({
    db,
    onBalanceChanged: balanceEvents.notify,
    mailer,
    settings: settings.services.settings,
    log: base.log,
    // The buyer hears of each move in-app, and by email unless they switched order emails off.
    onStatusChanged: (order) => quietly(notify.orderStatus(order)),
    wantsEmail: (buyerId) => notifications.services.notifications.wantsEmail(buyerId, 'order-status'),
  });
  const addresses = createAddressesModule({ db });
  const cart = createCartModule({ db, internalSecret: config.internalApiSecret, reads: products.services.reads, charges: walletCharges.services.charges });
  const payouts = createPayoutsModule({
    db,
    config,
    mailer,
    settings: settings.services.settings,
    realGateway: payments.services.gateways.isReal,
    log: base.log,
    onAdminStep: (performerId, request, event) => quietly(notify.payoutStep(performerId, request, event)),
    wantsEmail: (performerId) => notifications.services.notifications.wantsEmail(performerId, 'payout-status'),
  });
  const ledger = createLedgerModule({ db });
  // Messaging: main.ts forwards messageEvents to the participants' sockets.
  const messageEvents = createMessageEvents(base.log);
  messageEvents.subscribe((event) => quietly(notify.messaged(event)));
  // Live sessions' chats announce on streamChatEvents; main.ts forwards them to the sessions' rooms.
  const streamChatEvents = createStreamChatEvents(base.log);
  const messages = createMessagesModule({ db, config, storage, mediaFiles: mediaFiles.services.mediaFiles, events: messageEvents, streamChatEvents, log: base.log });
  // Live streaming: sessions start, change and end on streamEvents; tickets are bought through walletCharges.
  const streamEvents = createStreamEvents(base.log);
  streamEvents.subscribe((event) => {
    if (event.kind === 'started') quietly(notify.wentLive(event.stream));
  });
  const streams = createStreamsModule({
    db,
    config,
    storage,
    jobs,
    events: streamEvents,
    charges: walletCharges.services.charges,
    isPerformerVisible: performers.services.discovery.isVisible,
    mail: { mailer, settings: settings.services.settings, redis: deps.redis, switchedOff: (userIds) => notifications.services.notifications.switchedOff(userIds, 'live') },
    log: base.log,
  });
  const streamChat = createStreamChatModule({
    db,
    storage,
    mediaFiles: mediaFiles.services.mediaFiles,
    streams: streams.services.streams,
    events: streamChatEvents,
    tipEvents: streamTipEvents,
    internalSecret: config.internalApiSecret,
    log: base.log,
  });
  // Live video on Agora when the admin switches it on: tokens per session and role; ended sessions' channels closed.
  const agora = createAgoraModule({ config, settings: settings.services.settings, streams: streams.services.streams, events: streamEvents, log: base.log });
  // Going live from streaming software: performers' stream keys (the RTMP server runs with the realtime wiring).
  const streamIngest = createStreamIngestModule({ db, config, log: base.log });
  // Private shows: a fan's request, the performer's answer, every started minute billed by a tick each node runs.
  const privateShows = createPrivateShowsModule({
    db,
    config,
    storage,
    streamEvents,
    commission: walletCharges.services.commission,
    onBalanceChanged: balanceEvents.notify,
    log: base.log,
  });
  base.addHook('onReady', async () => {
    await privateShows.services.privateShows.startTicking();
  });
  base.addHook('onClose', async () => {
    await privateShows.services.privateShows.stopTicking();
  });

  // A recorded session's recordings become draft videos of its performer (the realtime server's ingest hands them over).
  const liveRecordings = createLiveRecordings({ mediaFiles: mediaFiles.services.mediaFiles, videos: videos.services.videos, storage });

  const lookups = createLookupsModule({ config, log: base.log });
  const contact = createContactModule({ db, config, mailer, settings: settings.services.settings });
  const safety = { settings: settings.services.settings, presenter: users.services.presenter, log: base.log };
  const blocks = createBlockModule({ db, config, mailer, ...safety, isKnownCountry: lookups.services.lookups.isKnownCountry, onUserBlocked: streams.services.streams.removeViewer });
  // A performer an admin takes off the listings (rejected after review) goes off air at once.
  performers.services.reviewEvents.subscribe((outcome) => quietly(notify.reviewed(outcome)));
  performers.services.reviewEvents.subscribe(({ performerId, verified }) => {
    if (verified) return;
    void streams.services.streams.endOnAir(performerId, 'admin').catch((err: unknown) => base.log.warn({ err, performerId }, 'Could not end the live session of a performer taken off the listings.'));
  });
  const reports = createReportsModule({ db, config, admins: contact.services.admins, ...safety });
  // Acting on reports and content (docs/admin.md "Moderation"): hide, remove (with refunds), warn.
  const moderation = createModerationModule({ db, config, storage, mailer, ...safety, notifications: notifications.services.notifications, onBalanceChanged: balanceEvents.notify });
  const auditLog = createAuditModule({ db });
  // The accounts desk: a suspended or deleted performer goes off air at once.
  const adminAccounts = createAdminAccountsModule({
    db,
    storage,
    mailer,
    settings: settings.services.settings,
    appUrl: config.appUrl,
    users: users.services.users,
    presenter: users.services.presenter,
    auth: auth.services.auth,
    log: base.log,
    onClosed: (userId) => streams.services.streams.endOnAir(userId, 'admin'),
  });
  const adminStats = createAdminStatsModule({ db, storage });

  // Every domain's routes, in this order, under /api.
  const domains: DomainModule[] = [settings, blocks, reports, moderation, lookups, contact, auth, users, performers, follows, reactions, feeds, videos, galleries, products, comments, posts, coupons, payments, walletCharges, orders, addresses, cart, earnings, subscriptions, payouts, ledger, messages, streams, streamChat, agora, streamIngest, privateShows, notifications, auditLog, adminAccounts, adminStats];

  const { resolveSession } = auth.services.auth;
  registerAuthGuard(base, resolveSession);
  registerUnstorableTextGuard(base);
  registerEmptyQueryValues(base);
  registerMaintenanceGate(base, { settings: settings.services.settings, resolveSession });
  registerPublicPageWrites(base);
  registerAdminAudit(base, auditLog.services.auditLog);

  // JSON API: no HTML is served from here, so the strictest policy fits. Registered at the root so
  // 404s and other answers outside a route carry the headers too (only /api requests reach Fastify).
  // HSTS only when the site is served over https (page-security.ts says why), like the pages.
  registerSecurityHeaders(base, {
    contentSecurityPolicy: { directives: { defaultSrc: ["'none'"] } },
    strictTransportSecurity: strictTransportSecurity(config.appUrl) ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true } : false,
  });
  await app.register(
    async (api) => {
      await api.register(rateLimit, { global: false, redis: deps.redis });
      // MAX_UPLOAD_MB is the default cap, which the picture and document routes use as their size limit.
      // Media routes raise it per request to their kind's limit (media-files/multipart-limits.ts), so a
      // large cap never reaches a route that does not count bytes itself.
      await api.register(multipart, { limits: { fileSize: config.MAX_UPLOAD_MB * 1024 * 1024, files: 4, fields: 30 } });
      for (const { routes } of domains) if (routes) await api.register(routes);
      await api.register(filesRoutes({ storage, secret: config.jwtSecret, resolveSession }));
      // Live video (src/server/media/live): the viewer's playlist asks the streams module's canWatch on every fetch.
      await api.register(
        liveRoutes({
          storage,
          secret: config.jwtSecret,
          resolveSession,
          canWatch: async (_viewerId, id, req) => (await streams.services.streams.mayWatch(viewerOf(req, config.internalApiSecret), id)) ?? 'missing',
        }),
      );
    },
    { prefix: '/api' },
  );

  return Object.assign(app, {
    /** Every registered API route (method, full path, auth, schemas); a copy, so callers cannot change it. */
    routeTable: () => Object.freeze([...routeTable]),
    services: {
      balanceEvents,
      notificationEvents,
      notifications: notifications.services.notifications,
      sessionEvents,
      settings: settings.services.settings,
      auth: auth.services.auth,
      users: users.services.users,
      mailer,
      storage,
      jobs,
      mediaFiles: mediaFiles.services.mediaFiles,
      performers: { profile: performers.services.profile, discovery: performers.services.discovery, admin: performers.services.admin },
      follows: follows.services.follows,
      reactions: { service: reactions.services.reactions, targets: reactions.services.targets },
      entitlement: entitlement.services.entitlement,
      feeds: feeds.services,
      videos: videos.services,
      galleries: galleries.services,
      products: products.services,
      comments: comments.services.comments,
      posts: posts.services.posts,
      coupons: coupons.services.coupons,
      payments: { payments: payments.services.payments, settlement: payments.services.settlement, gateways: payments.services.gateways },
      walletCharges: walletCharges.services,
      earnings: earnings.services.earnings,
      subscriptions: { service: subscriptions.services.subscriptions, renew: subscriptions.services.renew },
      payouts: payouts.services,
      messageEvents,
      messages: messages.services.messages,
      streamEvents,
      streams: streams.services.streams,
      streamChatEvents,
      streamChat: streamChat.services.streamChat,
      agora: agora.services.agora,
      streamKeys: streamIngest.services.streamKeys,
      privateShowEvents: privateShows.services.events,
      privateShows: privateShows.services.privateShows,
      adminAccounts: adminAccounts.services.accounts,
      liveRecordings,
    },
  });
}

export type App = Awaited<ReturnType<typeof buildApp>>;
