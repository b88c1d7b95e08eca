// Security headers of everything the custom server hands to Next.js (pages and their assets), and the
// transport rule pages and the API share. The API has its own, stricter policy (helmet in app.ts).
//
// Each page gets a Content-Security-Policy with a fresh random nonce: only scripts and style blocks that
// carry it run, so markup slipped into a page (a crafted name or bio that escaped escaping) cannot run
// script. 'strict-dynamic' lets the scripts the page trusts load the chunks and tags they need (Next's
// chunks, Stripe.js, the analytics tag); host allowlists only matter to browsers too old for it.
// React and antd render many style="" attributes on the server, which a nonce cannot cover, so style
// attributes stay allowed (style-src-attr): a style attribute can restyle a page but not run script.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SiteSettings } from '@/contracts/settings';
import type { AppConfig } from '../config';

/** Headers every page carries whatever the configuration. */
export const PAGE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'SAMEORIGIN',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(self), microphone=(self), geolocation=()',
};

export const HSTS_MAX_AGE_SECONDS = 31_536_000;

/**
 * The Strict-Transport-Security value for a site at `appUrl`: a year, subdomains included, when it is
 * served over https; none over http, where it would mean nothing to a browser, and where a site still
 * reached over plain http must not be told to refuse it.
 */
export function strictTransportSecurity(appUrl: string): string | undefined {
  return appUrl.startsWith('https://') ? `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains` : undefined;
}

/** 128 random bits, base64: a fresh one per page response. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

// Origins third parties document for their browser code.
const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};
// Agora's Web SDK reaches its edge servers over HTTPS and WebSockets, on ports of its own (Agora's firewall
// list: 443, 3433, 4700-5000, 5668, 5669, 6080, 6443, 8667, 9667), under these domains; the media itself goes
// over WebRTC, which the policy does not cover.
const AGORA_DOMAINS = ['*.agora.io', '*.sd-rtn.com', '*.rtnsvc.com', '*.rtesvc.com'];
const AGORA = { connect: AGORA_DOMAINS.flatMap((domain) => [`https://${domain}:*`, `wss://${domain}:*`]) };
const GOOGLE_ANALYTICS = {
  script: ['https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
};

/**
 * In development Next.js hides the page until its styles are in with an inline `body{display:none}` block
 * that carries no nonce; its hash lets it apply (development only: production pages have no such block).
 */
const NEXT_DEV_HIDE_FOUC = "'sha256-4/2nIlfwIVTJ1+JcNQ6LkeVWzNS148LKAJeL5yofdN4='";

export interface PolicyInputs {
  nonce: string;
  /** The site's public address: its socket.io connection is ws: or wss: to the same host. */
  appUrl: string;
  /** `npm run dev`: hot reload evaluates code, which production never allows. */
  development: boolean;
  /** Where public media are linked instead of the app (S3_PUBLIC_URL: a CDN or public bucket). */
  mediaUrl?: string;
  /** A Stripe publishable key is set: the card form loads Stripe.js and its frames. */
  stripe: boolean;
  /** The analytics tag is configured (the gaCode setting). */
  analytics: boolean;
  /** Live video runs on Agora (agoraEnable with an app id): its SDK connects to Agora's servers. */
  agora?: boolean;
  /** Picture addresses the settings hold (logo, favicon); those on other origins are allowed as images. */
  pictureUrls?: readonly string[];
}

/** The origin of an absolute http(s) address, or undefined for a relative or unusable one. */
function originOf(url: string | undefined): string | undefined {
  if (!url || !/^https?:\/\//i.test(url)) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

function socketOrigin(appUrl: string): string | undefined {
  const origin = originOf(appUrl);
  return origin?.replace(/^http/, 'ws');
}

/** The page Content-Security-Policy for these inputs, as one header value. */
export function contentSecurityPolicy(inputs: PolicyInputs): string {
  const nonce = `'nonce-${inputs.nonce}'`;
  const media = originOf(inputs.mediaUrl);
  // The API links media at the site's public address (APP_URL); a page opened at another address of the
  // same server (127.0.0.1 for localhost) still shows them.
  const site = originOf(inputs.appUrl);
  const pictures = (inputs.pictureUrls ?? []).map(originOf);
  const stripe = inputs.stripe ? STRIPE : undefined;
  const analytics = inputs.analytics ? GOOGLE_ANALYTICS : undefined;

  const directives: Record<string, (string | undefined)[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", nonce, "'strict-dynamic'", ...(inputs.development ? ["'unsafe-eval'"] : []), ...(stripe?.script ?? []), ...(analytics?.script ?? [])],
    'style-src': ["'self'", nonce, ...(inputs.development ? [NEXT_DEV_HIDE_FOUC] : [])],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', site, media, ...pictures, ...(analytics?.img ?? [])],
    'media-src': ["'self'", 'blob:', site, media],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", socketOrigin(inputs.appUrl), ...(stripe?.connect ?? []), ...(analytics?.connect ?? []), ...(inputs.agora ? AGORA.connect : [])],
    'frame-src': ["'self'", ...(stripe?.frame ?? [])],
    'frame-ancestors': ["'self'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...new Set(sources.filter((s): s is string => !!s))].join(' '))
    .join('; ');
}

type PolicySettings = Pick<SiteSettings, 'stripePublishableKey' | 'gaCode' | 'logoUrl' | 'darkmodeLogoUrl' | 'favicon' | 'agoraEnable' | 'agoraAppId'>;

export interface PageSecurityDeps {
  config: Pick<AppConfig, 'appUrl' | 'isProduction' | 'S3_PUBLIC_URL'>;
  /** The site settings (cached by the settings service); Stripe and analytics are switched on there. */
  settings: () => Promise<PolicySettings>;
  nonce?: () => string;
}

/**
 * Sets the page headers on a response before Next.js renders it. The policy also goes on the request
 * under the same name: that is where Next.js and pages/_document read the nonce to put on the page's tags
 * (anything a client sent under that name is replaced).
 */
export function createPageSecurity(deps: PageSecurityDeps) {
  const hsts = strictTransportSecurity(deps.config.appUrl);
  const nonceOf = deps.nonce ?? newNonce;

  return async function applyPageSecurity(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // Settings that cannot be read switch nothing on: the page still gets the strict base policy.
    const settings = await deps.settings().catch(() => undefined);
    const policy = contentSecurityPolicy({
      nonce: nonceOf(),
      appUrl: deps.config.appUrl,
      development: !deps.config.isProduction,
      mediaUrl: deps.config.S3_PUBLIC_URL,
      stripe: !!settings?.stripePublishableKey,
      analytics: !!settings?.gaCode,
      agora: !!settings?.agoraEnable && !!settings.agoraAppId,
      pictureUrls: settings ? [settings.logoUrl, settings.darkmodeLogoUrl, settings.favicon] : [],
    });
    req.headers['content-security-policy'] = policy;
    delete req.headers['content-security-policy-report-only'];
    for (const [name, value] of Object.entries(PAGE_SECURITY_HEADERS)) res.setHeader(name, value);
    res.setHeader('Content-Security-Policy', policy);
    if (hsts) res.setHeader('Strict-Transport-Security', hsts);
  };
}
