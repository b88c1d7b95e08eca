import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { changePasswordBody, emailVerificationBody, forgotPasswordBody, googleLoginBody, googleTokenBody, loginBody, messageResult, registerResult, registerUserBody, resetPasswordBody, tokenResult, twitterCallbackBody, twitterLoginBody, twitterLoginResult, verifyEmailBody } from '@/contracts/auth';
import { envelope } from '@/contracts/common';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { currentUser } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { limitMessage } from '../../http/rate-limit';
import type { RegisterPerformer } from '../performers/performer-registration';
import { authMessages, type AuthService, type RequestMeta } from './auth.service';
import type { SocialLoginService } from './social-login.service';

/** Attempts per minute on the routes people could abuse to guess passwords, spam mail or mass-register. */
export const AUTH_RATE_LIMIT = 10;

const bodyField = (req: FastifyRequest, name: string): string => {
  const value = (req.body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value.trim().toLowerCase().slice(0, 254) : '';
};

/**
 * Counted before validation so malformed attempts count too. Login counts per address and account, so
 * many people behind one address can still log in while one account cannot be guessed at speed.
 */
const limit = (key: (req: FastifyRequest) => string): RateLimitOptions => ({
  max: AUTH_RATE_LIMIT,
  timeWindow: '1 minute',
  hook: 'preValidation',
  keyGenerator: key,
  ...limitMessage('Too many attempts.'),
});
const perIp = limit((req) => req.ip);
const perIpAndLogin = limit((req) => `${req.ip}|${bodyField(req, 'username') || bodyField(req, 'email')}`);

const meta = (req: FastifyRequest): RequestMeta => ({ ip: req.ip, userAgent: req.headers['user-agent'] ?? null });
export function authRoutes(deps: { auth: AuthService; social: SocialLoginService; registerPerformer: RegisterPerformer }): FastifyPluginAsyncZod {
  const { auth, social } = deps;
  return async (app) => {
    app.post(
      '/auth/login',
      {
        config: { auth: 'public', maintenance: 'allowed', rateLimit: perIpAndLogin },
        schema: { body: loginBody, response: { 200: envelope(tokenResult) } },
      },
      async (req) => ok(await auth.login(req.body, meta(req))),
    );

    app.post(
      '/auth/logout',
      { config: { auth: 'user', maintenance: 'allowed' }, schema: { response: { 200: envelope(messageResult) } } },
      async (req) => {
        await auth.logout(currentUser(req));
        return ok({ message: authMessages.loggedOut });
      },
    );

    app.post(
      '/auth/users/register',
      { config: { auth: 'public', rateLimit: perIp }, schema: { body: registerUserBody, response: { 200: envelope(registerResult) } } },
      async (req) => {
        const { message, verifyEmailFirst } = await auth.register(req.body);
        return ok({ message, verifyEmailFirst });
      },
    );

    app.post(
      '/auth/performers/register',
      { config: { auth: 'public', rateLimit: perIp }, schema: { response: { 200: envelope(registerResult) } } },
      async (req) => {
        if (!req.isMultipart()) {
          throw new AppError(415, 'Send performer registration as a multipart form with the idVerification and documentVerification photos.');
        }
        return ok(await deps.registerPerformer(req.parts()));
      },
    );

    app.put(
      '/auth/users/me/password',
      { config: { auth: 'user' }, schema: { body: changePasswordBody, response: { 200: envelope(messageResult) } } },
      async (req) => {
        await auth.changePassword(currentUser(req), req.body.password);
        return ok({ message: authMessages.passwordChanged });
      },
    );

    /** A public call, limited per address, that hands its body to `act` and answers with the message `act` gives. */
    const messageCall = <Body extends z.ZodType>(url: string, body: Body, act: (body: z.output<Body>) => Promise<string>) =>
      app.post(url, { config: { auth: 'public', rateLimit: perIp }, schema: { body, response: { 200: envelope(messageResult) } } }, async (req) =>
        // The schema has parsed the body; the type provider cannot name its type while Body is generic.
        ok({ message: await act(req.body as z.output<Body>) }),
      );

    messageCall('/auth/users/forgot', forgotPasswordBody, async ({ email }) => {
      await auth.forgotPassword(email);
      return authMessages.forgotSent;
    });
    messageCall('/auth/users/reset-password', resetPasswordBody, async ({ token, password }) => {
      await auth.resetPassword(token, password);
      return authMessages.passwordReset;
    });
    messageCall('/auth/email-verification', emailVerificationBody, async ({ email }) => {
      await auth.resendVerification(email);
      return authMessages.verificationSent;
    });
    messageCall('/auth/email-verification/verify', verifyEmailBody, async ({ token }) => auth.verifyEmail(token));

    app.post(
      '/auth/google/login',
      {
        config: { auth: 'public', maintenance: 'allowed', rateLimit: perIp },
        schema: { body: googleLoginBody, response: { 200: envelope(tokenResult) } },
      },
      async (req) => ok(await social.googleLogin(req.body.tokenId, req.body.role, meta(req))),
    );

    app.post(
      '/auth/google/token',
      {
        config: { auth: 'public', maintenance: 'allowed', rateLimit: perIp },
        schema: { body: googleTokenBody, response: { 200: envelope(tokenResult) } },
      },
      async (req) => ok(await social.googleToken(req.body.code, req.body.redirectUri, req.body.role, meta(req))),
    );

    app.post(
      '/auth/twitter/login',
      {
        config: { auth: 'public', maintenance: 'allowed', rateLimit: perIp },
        schema: { body: twitterLoginBody, response: { 200: envelope(twitterLoginResult) } },
      },
      async (req) => ok(await social.twitterLogin(req.body.callbackUrl, req.body.role)),
    );

    app.post(
      '/auth/twitter/callback',
      {
        config: { auth: 'public', maintenance: 'allowed', rateLimit: perIp },
        schema: { body: twitterCallbackBody, response: { 200: envelope(tokenResult) } },
      },
      async (req) => ok(await social.twitterCallback(req.body, meta(req))),
    );
  };
}
