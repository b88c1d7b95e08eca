// Turning whatever a failed call threw into a sentence for a toast, or into something safe to keep in state.

export const GENERIC_ERROR = 'Something went wrong, please try again later';

/** What the client keeps in redux for a failed call: serialisable, so it survives the SSR state hand-off. */
export interface StoredError {
  message: string;
  statusCode?: number;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const nonEmpty = (v: unknown): v is string => typeof v === 'string' && v.trim().length > 0;

/** The message of an error, if it carries one: the value itself, `.message`, or a nested `.message`. */
function messageOf(e: unknown): string | null {
  if (nonEmpty(e)) return e;
  if (!isRecord(e)) return null;
  if (nonEmpty(e.message)) return e.message;
  // Nested shapes: an axios-like response (`data.message`, `response.data.message`) or `{ error: { message } }`.
  for (const key of ['data', 'error', 'response'] as const) {
    const inner = e[key];
    if (!isRecord(inner)) continue;
    if (nonEmpty(inner.message)) return inner.message;
    if (isRecord(inner.data) && nonEmpty(inner.data.message)) return inner.data.message;
  }
  return null;
}

/** The error text (docs/product.md, "Error messages"): message, else nested message, else the generic sentence. */
export function getResponseError(e: unknown): string {
  return messageOf(e) ?? GENERIC_ERROR;
}

/** A toast text with a call-specific fallback (e.g. "Incorrect credentials!") instead of the generic one. */
export function errorMessageOr(e: unknown, fallback: string): string {
  return messageOf(e) ?? fallback;
}

export function toStoredError(e: unknown): StoredError {
  const statusCode = isRecord(e) && typeof e.statusCode === 'number' ? e.statusCode : undefined;
  return statusCode === undefined ? { message: getResponseError(e) } : { message: getResponseError(e), statusCode };
}
