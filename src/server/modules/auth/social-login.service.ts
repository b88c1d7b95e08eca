// Google and Twitter sign-in: provider protocol in google.ts / twitter.ts, accounts in auth.service.ts.
import { badRequest } from '../../http/errors';
import type { AuthRepo } from './auth.repo';
import type { AuthService, RequestMeta, SocialRole } from './auth.service';
import type { GoogleClient } from './google';
import type { TwitterClient } from './twitter';

/** How long a user has to approve the sign-in on Twitter's page. */
const TWITTER_REQUEST_TTL_MS = 10 * 60_000;

export function createSocialLoginService(deps: {
  google: GoogleClient;
  twitter: TwitterClient;
  authRepo: AuthRepo;
  auth: Pick<AuthService, 'signInSocial'>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return {
    async googleLogin(tokenId: string, role: SocialRole, meta: RequestMeta) {
      return deps.auth.signInSocial(await deps.google.verifyIdToken(tokenId), role, meta);
    },

    async googleToken(code: string, redirectUri: string, role: SocialRole, meta: RequestMeta) {
      return deps.auth.signInSocial(await deps.google.exchangeCode(code, redirectUri), role, meta);
    },

    async twitterLogin(callbackUrl: string, role: SocialRole) {
      const request = await deps.twitter.requestToken(callbackUrl);
      await deps.authRepo.saveOauthRequest({
        oauthToken: request.oauthToken,
        oauthTokenSecret: request.oauthTokenSecret,
        role,
        expiresAt: new Date(now().getTime() + TWITTER_REQUEST_TTL_MS),
      });
      return request;
    },

    async twitterCallback(body: { oauthToken: string; oauthTokenSecret: string; oauthVerifier: string }, meta: RequestMeta) {
      const pending = await deps.authRepo.takeOauthRequest(body.oauthToken, body.oauthTokenSecret);
      if (!pending || pending.expiresAt.getTime() <= now().getTime()) {
        throw badRequest('This Twitter sign-in has expired or was already used. Please start the Twitter sign-in again.');
      }
      const profile = await deps.twitter.completeSignIn({
        oauthToken: pending.oauthToken,
        oauthTokenSecret: pending.oauthTokenSecret,
        oauthVerifier: body.oauthVerifier,
      });
      // The role chosen when the sign-in started wins over whatever the callback page sends.
      return deps.auth.signInSocial(profile, pending.role, meta);
    },
  };
}
export type SocialLoginService = ReturnType<typeof createSocialLoginService>;
