// Jobs are declared once, next to the code that handles them: a name, a zod schema for the payload and
// the queue's settings. The queue takes the definition itself (not a bare name), so sending and
// handling are typed by the schema and checked against it at runtime on both ends.
import { z } from 'zod';

/**
 * What a singletonKey means on the queue (pg-boss queue policies):
 * - standard: no deduplication (a singletonKey is refused, it would do nothing);
 * - short: at most one waiting job per key (a second send while one waits is dropped);
 * - singleton: at most one running job per key (others wait their turn);
 * - stately: at most one waiting and one running job per key.
 * With short/singleton/stately, sends without a key share the empty key.
 */
export type QueuePolicy = 'standard' | 'short' | 'singleton' | 'stately';

export interface JobSettings {
  policy?: QueuePolicy;
  /** Further attempts after a failed one. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** Double the delay after each failure (with jitter). */
  retryBackoff?: boolean;
  /** A run taking longer than this is failed (and retried). pg-boss caps it at 24 h. */
  expireInSeconds?: number;
}

export interface JobDefinition<Name extends string = string, Schema extends z.ZodType<object> = z.ZodType<object>> {
  readonly name: Name;
  readonly schema: Schema;
  readonly settings: Readonly<Required<JobSettings>>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema: the definition carries its own types
export type AnyJob = JobDefinition<string, z.ZodType<object, any>>;
/** What `send` accepts (before the schema's defaults and transforms). */
export type JobInput<J extends AnyJob> = z.input<J['schema']>;
/** What a handler receives. */
export type JobPayload<J extends AnyJob> = z.output<J['schema']>;

const JOB_NAME = /^[a-z][a-z0-9]*(?:[.-][a-z0-9]+)*$/;
const MAX_EXPIRE_SECONDS = 24 * 60 * 60;

export function defineJob<const Name extends string, Schema extends z.ZodType<object>>(
  name: Name,
  schema: Schema,
  settings: JobSettings = {},
): JobDefinition<Name, Schema> {
  if (!JOB_NAME.test(name)) throw new Error(`Job name "${name}" must be lower-case words joined by dots or dashes, like "media.process".`);
  const resolved = {
    policy: settings.policy ?? 'standard',
    retryLimit: settings.retryLimit ?? 2,
    retryDelaySeconds: settings.retryDelaySeconds ?? 0,
    retryBackoff: settings.retryBackoff ?? false,
    expireInSeconds: settings.expireInSeconds ?? 15 * 60,
  } satisfies Required<JobSettings>;
  assertCount(`Job "${name}" retryLimit`, resolved.retryLimit);
  assertCount(`Job "${name}" retryDelaySeconds`, resolved.retryDelaySeconds);
  if (!Number.isInteger(resolved.expireInSeconds) || resolved.expireInSeconds < 1 || resolved.expireInSeconds > MAX_EXPIRE_SECONDS) {
    throw new Error(`Job "${name}" expireInSeconds must be a whole number of seconds from 1 to ${MAX_EXPIRE_SECONDS}.`);
  }
  return Object.freeze({ name, schema, settings: Object.freeze(resolved) });
}

export function assertCount(label: string, value: number): void {
  if (!Number.isInteger(value) || value < 0) throw new Error(`${label} must be a whole number, 0 or more (got ${value}).`);
}

/** A payload that does not match its job's schema, at send (a caller's bug) or on receipt (stale or hand-made row). */
export class InvalidJobPayloadError extends Error {
  constructor(
    readonly job: string,
    readonly issues: string[],
  ) {
    super(`Invalid payload for job "${job}": ${issues.join('; ')}`);
    this.name = 'InvalidJobPayloadError';
  }
}

/**
 * Checks a payload for sending and gives back what will be stored. The payload travels as JSON, so it
 * is checked in that form: a Date (or anything else JSON changes) is caught here, not in the worker.
 */
export function payloadForSend<J extends AnyJob>(job: J, payload: JobInput<J>): object {
  let json: unknown;
  try {
    json = JSON.parse(JSON.stringify(payload ?? null));
  } catch (e) {
    throw new InvalidJobPayloadError(job.name, [`not representable as JSON (${(e as Error).message})`]);
  }
  parsePayload(job, json);
  return json as object;
}

/** The payload as the handler receives it, with the schema's defaults and transforms applied. */
export function parsePayload<J extends AnyJob>(job: J, data: unknown): JobPayload<J> {
  const parsed = job.schema.safeParse(data);
  if (!parsed.success) {
    throw new InvalidJobPayloadError(
      job.name,
      parsed.error.issues.map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message)),
    );
  }
  return parsed.data as JobPayload<J>;
}
