// Small pieces the private-show pages share: their addresses, the price per minute as text, the minutes a show
// has been charged, and the sentence that says why a show (or a request) ended, for each side.
import { PRIVATE_HEARTBEAT_TIMEOUT_SECONDS, PRIVATE_MINUTE_SECONDS, PRIVATE_REQUEST_SECONDS } from '@/contracts/list-values';
import type { StreamEndReason, StreamSession } from '@/contracts/streams';
import { formatPrice, timesUnits } from '@/lib/money';

export const privateShowPath = (streamId: string) => `/live/private/${encodeURIComponent(streamId)}`;
/** The performer's page of requests waiting for an answer. */
export const PRIVATE_REQUESTS_PATH = '/creator/private-shows';
/** Where the performer sets their price per minute. */
export const PRIVATE_PRICE_PATH = '/creator/account?tab=pricing';
export const WALLET_PATH = '/wallet';

export type ShowRole = 'fan' | 'performer';

/** "$2.50/min" */
export const perMinute = (price: number) => `${formatPrice(price)}/min`;

/** Currency units times a count, kept to whole cents. */
export const timesPrice = (minutes: number, price: number) => timesUnits(minutes, price);

export const statusOf = (e: unknown) => (typeof e === 'object' && e !== null ? (e as { statusCode?: unknown }).statusCode : undefined);

/** The server's 422 when the fan's wallet does not hold a minute of the show. */
export function isShortOfFunds(e: unknown): boolean {
  const message = typeof e === 'object' && e !== null ? (e as { message?: unknown }).message : undefined;
  return statusOf(e) === 422 && typeof message === 'string' && /wallet/i.test(message);
}

/**
 * The minutes charged, from the show's times: every minute started is paid, minute 0 at acceptance. While
 * the show runs that is the minutes started by `now`; once it has ended, those started before its end. (The
 * server bills a started minute within about a second, so a page may be a second early.)
 */
export function minutesCharged(stream: Pick<StreamSession, 'startedAt' | 'endedAt'>, now: number = Date.now()): number {
  if (!stream.startedAt) return 0;
  const start = Date.parse(stream.startedAt);
  const minuteMs = PRIVATE_MINUTE_SECONDS * 1000;
  if (stream.endedAt) return Math.max(1, Math.ceil((Date.parse(stream.endedAt) - start) / minuteMs));
  return Math.max(0, Math.floor((now - start) / minuteMs)) + 1;
}

/** Whole seconds since the show started (0 before). */
export const secondsSince = (startedAt: string | null, now: number = Date.now()) => (startedAt ? Math.max(0, Math.floor((now - Date.parse(startedAt)) / 1000)) : 0);

const REQUEST_MINUTES = Math.round(PRIVATE_REQUEST_SECONDS / 60);
const SILENCE = `${PRIVATE_HEARTBEAT_TIMEOUT_SECONDS} seconds`;

export interface EndedWords {
  role: ShowRole;
  /** The show ran (the request was accepted); false for a request that never started. */
  started: boolean;
  performerName: string;
  fanName: string;
}

/** Why the show or the request ended, said to this side. */
export function endedSentence(reason: StreamEndReason | null, { role, started, performerName, fanName }: EndedWords): string {
  const fan = role === 'fan';
  if (!started) {
    switch (reason) {
      case 'declined':
        return fan ? `${performerName} declined your request.` : 'You declined this request.';
      case 'expired':
        return fan
          ? `Your request expired: ${performerName} did not answer within ${REQUEST_MINUTES} minutes.`
          : `This request expired: it was not answered within ${REQUEST_MINUTES} minutes.`;
      case 'fan':
        return fan ? 'You withdrew your request.' : `${fanName} withdrew the request.`;
      case 'funds':
        return fan
          ? 'Your request was closed: your wallet no longer covers a minute of the show.'
          : `The request was closed: ${fanName}'s wallet no longer covers a minute of the show.`;
      case 'admin':
        return 'The request was closed by the site’s staff.';
      default:
        return 'The request was closed.';
    }
  }
  switch (reason) {
    case 'fan':
      return fan ? 'You ended the show.' : `${fanName} ended the show.`;
    case 'performer':
      return fan ? `${performerName} ended the show.` : 'You ended the show.';
    case 'funds':
      return fan ? 'The show ended: your wallet could not pay the next minute.' : `The show ended: ${fanName}'s wallet could not pay the next minute.`;
    case 'heartbeat':
      return `The show ended: one side was not heard from for ${SILENCE} (a page was closed or its connection was lost).`;
    case 'admin':
      return 'The show was ended by the site’s staff.';
    default:
      return 'The show has ended.';
  }
}
