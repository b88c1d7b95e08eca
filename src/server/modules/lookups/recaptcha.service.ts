// Google reCAPTCHA check (siteverify protocol). Without a secret configured every token passes and the
// answer says it was skipped, so a fresh install works without a Google account.
import { z } from 'zod';
import { badRequest } from '../../http/errors';
import type { Log } from '../../log';

export const CAPTCHA_FAILED = 'The captcha check failed, please try again.';

/** What siteverify answers; only `success` decides, the rest is there for the log. */
const siteverifyAnswer = z.object({ success: z.boolean(), 'error-codes': z.array(z.string()).optional() });

export interface RecaptchaResult {
  success: boolean;
  skipped: boolean;
}

export function createRecaptchaService(deps: {
  secret?: string;
  verifyUrl: string;
  timeoutMs?: number;
  log?: Pick<Log, 'warn'>;
}) {
  return {
    /**
     * A token the provider rejects answers { success: false } (the form shows "try again"); a provider that
     * cannot be reached or answers nonsense is an error, because the user did nothing wrong.
     */
    async verify(token: string, remoteIp: string | null): Promise<RecaptchaResult> {
      if (!deps.secret) return { success: true, skipped: true };
      const form = new URLSearchParams({ secret: deps.secret, response: token });
      if (remoteIp) form.set('remoteip', remoteIp);
      let answer: z.infer<typeof siteverifyAnswer>;
      try {
        const res = await fetch(deps.verifyUrl, { method: 'POST', body: form, signal: AbortSignal.timeout(deps.timeoutMs ?? 5_000) });
        if (!res.ok) throw new Error(`siteverify answered HTTP ${res.status}`);
        answer = siteverifyAnswer.parse(await res.json());
      } catch (e) {
        deps.log?.warn({ err: e }, 'reCAPTCHA provider failed');
        throw badRequest(CAPTCHA_FAILED);
      }
      if (!answer.success) deps.log?.warn({ errorCodes: answer['error-codes'] ?? [] }, 'reCAPTCHA token rejected');
      return { success: answer.success, skipped: false };
    },
  };
}
export type RecaptchaService = ReturnType<typeof createRecaptchaService>;
