// Reads and validates the environment once. Every variable is documented in .env.example.
import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const optionalUrl = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.url().optional());

/** scheme://host[:port] of an http(s) address given without a path, or null. */
function originOf(entry: string): string | null {
  try {
    const url = new URL(entry);
    if (!/^https?:$/.test(url.protocol) || (url.pathname !== '/' && url.pathname !== '') || url.search || url.hash) return null;
    return url.origin;
  } catch {
    return null;
  }
}

/** An Agora app id or certificate: 32 hexadecimal characters, or unset. */
const agoraKey = (name: string) =>
  z
    .string()
    .optional()
    .transform((v) => v || undefined)
    .pipe(z.string().regex(/^[0-9a-fA-F]{32}$/, `${name} is the 32-character code the Agora console shows`).optional());

/** A comma-separated list of STUN or TURN addresses (`stun:host:port`, `turn:host:3478?transport=udp`). */
const iceUrls = (schemes: readonly string[]) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      const urls: string[] = [];
      for (const entry of (v ?? '').split(',').map((e) => e.trim()).filter(Boolean)) {
        const scheme = entry.slice(0, entry.indexOf(':'));
        if (schemes.includes(scheme) && entry.length > scheme.length + 1) urls.push(entry);
        else ctx.addIssue({ code: 'custom', message: `"${entry}" is not a ${schemes.join(' or ')} address: write it as ${schemes[0]}:host:port.` });
      }
      return urls;
    });

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Public address of the site, used in emailed links, OAuth callbacks and every media link the API gives. */
  APP_URL: z.url().optional(),
  /**
   * Other origins whose pages or apps may call the API from a browser (CORS, with credentials), comma
   * separated: `https://m.example.com,http://localhost:8081`. The site's own origin is always allowed.
   */
  ALLOWED_ORIGINS: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const origins: string[] = [];
      for (const entry of (v ?? '').split(',').map((e) => e.trim()).filter(Boolean)) {
        const origin = originOf(entry);
        if (origin) origins.push(origin);
        else ctx.addIssue({ code: 'custom', message: `"${entry}" is not an origin: write it as scheme://host[:port], like https://app.example.com.` });
      }
      return origins;
    }),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  /**
   * How often each app node re-checks the sessions of its open sockets (one query for all of them): the
   * longest an expired session's socket keeps receiving events. Ended sessions end their sockets at once.
   */
  SOCKET_SESSION_CHECK_SECONDS: z.coerce.number().min(1).max(3600).default(60),
  /** Secret for signing session tokens and media URLs. Generated into DATA_DIR when unset. */
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  /** Secret the app's own server-side calls present to be trusted with x-client-ip. */
  INTERNAL_API_SECRET: z.string().min(16).optional(),
  TRUST_PROXY: z.string().optional(),
  HASH_PASSWORD_ON_CLIENT: bool,
  SEED_DEMO_DATA: z.enum(['auto', 'true', 'false']).default('auto'),
  /** How big the demo seeds make their pictures and clips: tiny keeps seeding tests fast (db/seed/demo-media-sizes.ts). */
  DEMO_MEDIA_SIZE: z.enum(['full', 'tiny']).default('full'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Fanstage <no-reply@fanstage.local>'),
  ADMIN_EMAIL: z.email().default('admin@fanstage.local'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_AUTH_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_ISSUER: z.string().default('https://accounts.google.com'),
  TWITTER_CONSUMER_KEY: z.string().optional(),
  TWITTER_CONSUMER_SECRET: z.string().optional(),
  TWITTER_API_URL: z.url().default('https://api.twitter.com'),
  MAX_UPLOAD_MB: z.coerce.number().int().min(1).max(4096).default(20),
  // --- S3 storage and upload limits (media/s3-storage.ts, media/upload-limits.ts) ---
  /** Media go to this S3-compatible bucket when set; to DATA_DIR/media otherwise. */
  S3_BUCKET: z.string().optional().transform((v) => v || undefined),
  /** Address of an S3-compatible service (MinIO, R2, B2, Wasabi...); Amazon S3 itself when unset. */
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().optional().transform((v) => v || 'us-east-1'),
  /** Without these the AWS SDK's own chain is used (AWS_* variables, instance or task roles). */
  S3_ACCESS_KEY_ID: z.string().optional().transform((v) => v || undefined),
  S3_SECRET_ACCESS_KEY: z.string().optional().transform((v) => v || undefined),
  /** Address objects as <endpoint>/<bucket>/<key> (most self-hosted services need it). */
  S3_FORCE_PATH_STYLE: bool,
  /** Public files are linked at <S3_PUBLIC_URL>/<key> (a CDN or public bucket) instead of through this app. */
  S3_PUBLIC_URL: optionalUrl,
  /** Multipart part size: an upload holds about three parts in memory at once. */
  S3_PART_SIZE_MB: z.coerce.number().int().min(5).max(512).default(8),
  UPLOAD_MAX_IMAGE_MB: z.coerce.number().int().min(1).max(102_400).default(20),
  UPLOAD_MAX_VIDEO_MB: z.coerce.number().int().min(1).max(102_400).default(2048),
  UPLOAD_MAX_AUDIO_MB: z.coerce.number().int().min(1).max(102_400).default(200),
  /** Files of digital products. */
  UPLOAD_MAX_FILE_MB: z.coerce.number().int().min(1).max(102_400).default(500),
  UPLOAD_MAX_DOCUMENT_MB: z.coerce.number().int().min(1).max(102_400).default(20),
  // --- end of S3 storage and upload limits ---
  /** reCAPTCHA secret key; without it POST /re-captcha/verify lets every token pass (and says it skipped). */
  RECAPTCHA_SECRET: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  // --- jobs: background job queue (pg-boss on the app database, src/server/jobs) ---
  /** inline: the app process runs the job workers; external: it only enqueues and `npm run worker` runs them (PostgreSQL only). */
  JOBS_MODE: z.enum(['inline', 'external']).default('inline'),
  /** How often an idle worker asks the database for work. */
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  /** On shutdown, how long running jobs get to finish before they are failed (and retried later). */
  JOBS_STOP_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(25),
  // --- end of jobs ---
  // --- media processing (media/processing/) ---
  /** The ffmpeg to run; when unset, the system's `ffmpeg`, else the one @ffmpeg-installer/ffmpeg ships. */
  FFMPEG_PATH: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  /** The time limit for processing one upload (transcode and posters), in minutes. */
  MEDIA_PROCESSING_TIMEOUT_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(60),
  // --- end of media processing ---
  // --- Stripe (docs/business-rules.md "Payment gateways"): with a secret key Stripe takes payments and the sandbox is off ---
  STRIPE_SECRET_KEY: z.string().optional().transform((v) => v || undefined),
  /** Served to browsers as the public setting stripePublishableKey (overrides the stored setting). */
  STRIPE_PUBLISHABLE_KEY: z.string().optional().transform((v) => v || undefined),
  /** The signing secret of the webhook endpoint <APP_URL>/api/payment/stripe/webhook. */
  STRIPE_WEBHOOK_SECRET: z.string().optional().transform((v) => v || undefined),
  /** Another address for Stripe's API (a local fake in tests); api.stripe.com when unset. */
  STRIPE_API_URL: optionalUrl,
  /** Keep the test-mode sandbox gateway's checkout open next to Stripe (an operator's explicit choice). */
  SANDBOX_ENABLED: bool,
  // --- end of Stripe ---
  // --- Agora (live video, when the admin switches agoraEnable on) ---
  /** Override the site settings agoraAppId and agoraAppCertificate (the stored ones are ignored while these are set). */
  AGORA_APP_ID: agoraKey('AGORA_APP_ID'),
  AGORA_APP_CERTIFICATE: agoraKey('AGORA_APP_CERTIFICATE'),
  /** Agora's RESTful API (removing people from channels); another address for a local fake in tests. */
  AGORA_API_URL: z.url().default('https://api.agora.io'),
  /** The RESTful API's customer id and secret: without them nobody is removed from a channel when a session ends. */
  AGORA_CUSTOMER_ID: z.string().optional().transform((v) => v || undefined),
  AGORA_CUSTOMER_SECRET: z.string().optional().transform((v) => v || undefined),
  // --- end of Agora ---
  // --- private shows: the fan's and the performer's browsers connect to each other (WebRTC) ---
  /** STUN servers the browsers use to learn their public addresses, comma separated. None by default. */
  STUN_URLS: iceUrls(['stun', 'stuns']),
  /** TURN servers that relay the show when the browsers cannot reach each other, comma separated; need TURN_SECRET. */
  TURN_URLS: iceUrls(['turn', 'turns']),
  /** The TURN servers' shared secret (coturn `use-auth-secret` with `static-auth-secret`): each participant's credential is made from it. */
  TURN_SECRET: z.string().optional().transform((v) => v || undefined),
  /** How long a participant's TURN credential works; the client asks for new ones before it runs out. */
  TURN_CREDENTIAL_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
  // --- end of private shows ---
  // --- going live from streaming software (OBS...): the RTMP server in the app process ---
  /**
   * The port of the RTMP server performers' streaming software publishes to (1935, RTMP's own, by default);
   * `off` switches it off. A port that is taken is logged and leaves it off: the site itself runs on.
   */
  RTMP_PORT: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const value = (v ?? '').trim().toLowerCase();
      if (value === '') return 1935;
      if (value === 'off' || value === 'false') return null;
      const port = Number(value);
      if (Number.isInteger(port) && port >= 1 && port <= 65535) return port;
      ctx.addIssue({ code: 'custom', message: 'RTMP_PORT is a port number from 1 to 65535, or off.' });
      return z.NEVER;
    }),
  /** The address the RTMP server listens on (HOST when unset). */
  RTMP_HOST: z.string().optional().transform((v) => v || undefined),
  /**
   * The server address performers paste into their software, when it is not rtmp://<APP_URL's host>:<RTMP_PORT>/live
   * (a TCP proxy or load balancer in front, another port outside).
   */
  RTMP_PUBLIC_URL: z
    .string()
    .optional()
    .transform((v) => v || undefined)
    .pipe(z.string().regex(/^rtmps?:\/\/[^/\s]+\/live\/?$/, 'RTMP_PUBLIC_URL is the address performers paste into OBS, like rtmp://live.example.com:1935/live.').optional()),
  // --- end of streaming software ---
});

export type RawConfig = z.infer<typeof configSchema>;

export interface AppConfig extends RawConfig {
  dataDir: string;
  appUrl: string;
  /** Origins allowed to call the API from a browser: the site's own, then ALLOWED_ORIGINS. */
  allowedOrigins: readonly string[];
  jwtSecret: string;
  internalApiSecret: string;
  isProduction: boolean;
}

/** Parse env into config. Throws one readable error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, secrets?: { jwtSecret: string; internalApiSecret: string }): AppConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}\nSee .env.example.`);
  }
  const raw = parsed.data;
  const dataDir = path.resolve(raw.DATA_DIR);
  const appUrl = (raw.APP_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, '');
  return {
    ...raw,
    dataDir,
    appUrl,
    allowedOrigins: [...new Set([new URL(appUrl).origin, ...raw.ALLOWED_ORIGINS])],
    jwtSecret: raw.JWT_SECRET ?? secrets?.jwtSecret ?? '',
    internalApiSecret: raw.INTERNAL_API_SECRET ?? secrets?.internalApiSecret ?? '',
    isProduction: raw.NODE_ENV === 'production',
  };
}
