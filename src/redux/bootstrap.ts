// Server-side session bootstrap (spec §4): settings, the geo-block check and the visitor's session from the
// token cookie, loaded in parallel into the request's store before the page renders.
import type { IncomingMessage } from 'node:http';
import { TOKEN_COOKIE } from '@/contracts/auth';
import { readCookie } from '@/lib/cookies';
import { visitorIp } from '@/lib/visitor-ip';
import { settingsService } from '@/services/settings.service';
import { userService } from '@/services/user.service';
import { utilsService } from '@/services/utils.service';
import { sessionRestored } from './auth/actions';
import { updateSettings } from './settings/actions';
import type { AppStore } from './store';
import { updateUIValue } from './ui/actions';
import { uiValuesFromSettings } from './ui/reducer';
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

export async function bootstrapServerSession(store: AppStore, req: IncomingMessage | undefined): Promise<BootstrapResult> {
  const token = readCookie(req?.headers.cookie, TOKEN_COOKIE);
  const [settings, block, me] = await Promise.allSettled([
    settingsService.getPublic(),
    utilsService.checkCountryBlock(visitorIp(req)),
    token ? userService.me({ Authorization: token }) : Promise.resolve(null),
  ]);

  if (settings.status === 'fulfilled') {
    store.dispatch(updateSettings(settings.value.data));
    store.dispatch(updateUIValue(uiValuesFromSettings(settings.value.data)));
  } else {
    logFailure('GET /settings/public', settings.reason);
  }

  if (block.status === 'fulfilled') store.dispatch(updateUIValue({ geoBlocked: block.value.data.blocked }));
  else logFailure('GET /block/countries/check', block.reason);

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
