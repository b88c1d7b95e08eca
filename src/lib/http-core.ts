// What request.ts and upload-request.ts share: the network they send through, how an answer's text is read,
// the cancel error and upload percentages. The shell's load-failure hook takes the cancel test from here, so
// every page's code need not hold the request helper. It imports nothing, so both load it without loading each other.

/** What the helper needs of a fetch answer (a real Response has it all). */
export interface NetworkResponse {
  status: number;
  statusText: string;
  text(): Promise<string>;
}

/**
 * Where the server keeps the sender its page renders call the API with (src/server/http/page-api-client.ts):
 * a global, because the server's code and the pages' server bundle each hold their own copy of this module.
 */
export const SERVER_FETCH = Symbol.for('fanstage.serverFetch');

/** What sends a call: the platform's fetch, or the sender the server installs under SERVER_FETCH. */
export type Fetch = (url: string, init: RequestInit) => Promise<NetworkResponse>;

/** The network. Statuses are judged here; no retries, no timeout. Tests swap `fetch` for a fake server. */
export const network = {
  fetch: (url: string, init: RequestInit): Promise<NetworkResponse> => ((globalThis as { [SERVER_FETCH]?: Fetch })[SERVER_FETCH] ?? fetch)(url, init),
};

/** What a call the caller aborted (through its AbortSignal) rejects with. */
export class CanceledError extends Error {
  readonly code = 'ERR_CANCELED';
  constructor(message = 'canceled') {
    super(message);
    this.name = 'CanceledError';
  }
}

/** True when an upload or request was cancelled by the user (not a failure to report). */
export const isCancelled = (e: unknown): boolean => e instanceof CanceledError || (e instanceof Error && e.name === 'CanceledError');

/** An answer as the helper judges it: the status and the body, parsed as JSON when it is JSON. */
export interface Answer {
  status: number;
  statusText: string;
  data: unknown;
}

/** The response text as the caller gets it: parsed JSON, else the text itself ('' when empty). */
export function parseBody(text: string): unknown {
  if (!text) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Bytes sent of a total as a whole percent, 0 to 100 (without a total: `progress`, a fraction, if given). */
export function uploadPercent(e: { loaded: number; total?: number; progress?: number }): number {
  const fraction = e.total ? e.loaded / e.total : (e.progress ?? 0);
  return Math.max(0, Math.min(100, Math.round(fraction * 100)));
}

