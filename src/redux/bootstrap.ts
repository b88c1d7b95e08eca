// Server-side session bootstrap: settings, the geo-block check, the footer's static pages and the visitor's
// session from the token cookie, loaded in parallel into the request's store before the page renders.
import type { IncomingMessage } from 'node:http';
import { TOKEN_COOKIE } from '@/contracts/shell-values';
import type { PublicSettings } from '@/contracts/settings';
import type { Envelope } from '@/contracts/common';
import { readFooterPages } from '@/components/static-page/footer-pages';
import { readCookie } from '@/lib/cookies';

export { expiredTokenCookie } from '@/lib/cookies';
import { settingsVersion } from '@/lib/settings-changes';
import { createShortCache } from '@/lib/short-cache';
import { visitorIp } from '@/lib/visitor-ip';
import { settingsService } from '@/services/settings.api';
import { userService } from '@/services/user.api';
import { utilsService, type BlockCheckResult } from '@/services/utils.api';
import { sessionRestored } from './auth/actions';
import { updateSettings } from './settings/actions';
import type { AppStore } from './store';
import { updateUIValue } from './ui/actions';
import { uiValuesFromSettings } from './ui/reducer';
import type { FooterPage } from './ui/types';
import { updateCurrentUser } from './user/actions';

export interface BootstrapResult {
  /** A token cookie was sent but the API no longer accepts it: the cookie should be cleared. */
  invalidSession: boolean;
}

const statusOf = (e: unknown) => (typeof e === 'object' && e !== null ? (e as { statusCode?: unknown }).statusCode : undefined);

function logFailure(what: string, reason: unknown) {
  // The page still renders with defaults; the operator learns why from the server log.
  console.error(`[page bootstrap] ${what} failed:`, typeof reason === 'object' ? JSON.stringify(reason) : reason);
}

/**
 * Every page render needs the public settings and the visitor's geo-block verdict, and both change only
 * when an admin saves settings. Asking the API on every render was a third of the page's CPU time, so an
 * answer serves all renders for a couple of seconds; a settings write in this process drops it at once
 * (an API in another process is caught up within the TTL, as its own settings cache is across nodes).
 * The session is never cached: /users/me is asked on every render that carries a token cookie.
 */
const BOOTSTRAP_CACHE_MS = 2_000;
const publicSettings = createShortCache<Envelope<PublicSettings>>({ ttlMs: BOOTSTRAP_CACHE_MS, maxEntries: 1, version: settingsVersion });
/** Keyed by visitor address; bounded so a crowd of one-off visitors cannot grow it. */
const countryBlock = createShortCache<Envelope<BlockCheckResult>>({ ttlMs: BOOTSTRAP_CACHE_MS, maxEntries: 5_000, version: settingsVersion });

/**
 * The footer's static pages, the same on every page for everyone: read once for all renders of a few seconds,
 * so the browser asks for nothing and a render adds no API call. A page an admin publishes or renames reaches
 * the footer within FOOTER_PAGES_CACHE_MS (the page cache keeps anonymous pages about as long anyway).
 */
export const FOOTER_PAGES_CACHE_MS = 5_000;
const footerPages = createShortCache<FooterPage[]>({
  ttlMs: FOOTER_PAGES_CACHE_MS,
  maxEntries: 1,
  version: settingsVersion,
  now: () => Date.now(),
});

/** Forget cached settings, geo-block answers and footer pages (tests that swap the API between cases). */
export function clearBootstrapCache(): void {
  publicSettings.clear();
  countryBlock.clear();
  footerPages.clear();
}

export async function bootstrapServerSession(store: AppStore, req: IncomingMessage | undefined): Promise<BootstrapResult> {
  const token = readCookie(req?.headers.cookie, TOKEN_COOKIE);
  const ip = visitorIp(req);
  const [settings, block, me, pages] = await Promise.allSettled([
    publicSettings.get('public', () => settingsService.getPublic()),
    countryBlock.get(ip ?? '', () => utilsService.checkCountryBlock(ip)),
    token ? userService.me({ Authorization: token }) : Promise.resolve(null),
    footerPages.get('footer', readFooterPages),
  ]);

  if (settings.status === 'fulfilled') {
    store.dispatch(updateSettings(settings.value.data));
    store.dispatch(updateUIValue(uiValuesFromSettings(settings.value.data)));
  } else {
    logFailure('GET /settings/public', settings.reason);
  }

  if (block.status === 'fulfilled') store.dispatch(updateUIValue({ geoBlocked: block.value.data.blocked }));
  else logFailure('GET /block/countries/check', block.reason);

  // Without them the browser asks itself (FooterPageLinks).
  if (pages.status === 'fulfilled') store.dispatch(updateUIValue({ footerPages: pages.value }));
  else logFailure('GET /posts/search (footer pages)', pages.reason);

  let invalidSession = false;
  if (me.status === 'fulfilled' && me.value?.data) {
    const user = me.value.data;
    store.dispatch(updateCurrentUser(user));
    store.dispatch(sessionRestored({ _id: user._id, isPerformer: user.isPerformer, roles: user.roles }));
  } else if (token) {
    // Only a definite "no" ends the session; an unreachable API is not a reason to log anyone out.
    invalidSession = me.status === 'fulfilled' || statusOf(me.reason) === 401;
    if (!invalidSession) logFailure('GET /users/me', me.status === 'rejected' ? me.reason : null);
  }
  return { invalidSession };
}
