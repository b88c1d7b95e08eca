// What every loading hook does with a failed load: one sentence for the page to show in place (the server's,
// else the caller's fallback, else the generic one), the HTTP status when there was one, and a toast only
// when the caller asked for it.
import { errorMessageOr, getResponseError } from '@/lib/errors';
import { notifyError } from '@/lib/notify';
import { isCancelled } from '@/lib/http-core';

export interface LoadOptions {
  /** False holds the load back (a statically optimised page starts with an empty router query). */
  ready?: boolean;
  /** The sentence to show when the server's answer carries none; the generic sentence otherwise. */
  errorText?: string;
  /** Also show the failure as a toast (for loads whose failure has no place on the page). */
  toast?: boolean;
}

export interface LoadFailure {
  message: string;
  /** The HTTP status of the failed load (404: missing or not yours), when there was one. */
  status: number | null;
}

function statusOf(e: unknown): number | null {
  const status = typeof e === 'object' && e !== null ? (e as { statusCode?: unknown }).statusCode : undefined;
  return typeof status === 'number' ? status : null;
}

export function loadFailure(e: unknown, { errorText, toast = false }: LoadOptions = {}): LoadFailure {
  const message = errorText === undefined ? getResponseError(e) : errorMessageOr(e, errorText);
  // A load given up on (the page left) is nobody's news.
  if (toast && !isCancelled(e)) notifyError(message);
  return { message, status: statusOf(e) };
}
