/** @jest-environment node */
// Job definitions and payload checks: what the queue relies on before anything reaches the database.
import { z } from 'zod';
import { defineJob, InvalidJobPayloadError, parsePayload, payloadForSend } from '@/server/jobs/registry';

const publish = defineJob(
  'feeds.publish',
  z.object({
    feedId: z.uuid(),
    notify: z.boolean().default(true),
    tags: z.array(z.string().min(1)).optional(),
    at: z.iso.datetime().transform((s) => new Date(s)),
  }),
  { policy: 'stately', retryLimit: 5 },
);
const FEED = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

describe('defineJob', () => {
  it('fills in the queue settings it was not given', () => {
    expect(publish.settings).toEqual({ policy: 'stately', retryLimit: 5, retryDelaySeconds: 0, retryBackoff: false, expireInSeconds: 900 });
    expect(Object.isFrozen(publish)).toBe(true);
    expect(Object.isFrozen(publish.settings)).toBe(true);
  });

  it.each(['Media.Process', 'media process', 'media..process', '.media', 'media.', '9media', ''])('refuses the name %p', (name) => {
    expect(() => defineJob(name, z.object({}))).toThrow(`Job name "${name}" must be lower-case words joined by dots or dashes`);
  });

  it('accepts dotted and dashed names', () => {
    expect(defineJob('media.process-video', z.object({})).name).toBe('media.process-video');
    expect(defineJob('renewals', z.object({})).name).toBe('renewals');
  });

  it('refuses settings pg-boss would reject or misread', () => {
    expect(() => defineJob('a.b', z.object({}), { retryLimit: -1 })).toThrow('Job "a.b" retryLimit must be a whole number, 0 or more (got -1).');
    expect(() => defineJob('a.b', z.object({}), { retryDelaySeconds: 1.5 })).toThrow('Job "a.b" retryDelaySeconds must be a whole number');
    expect(() => defineJob('a.b', z.object({}), { expireInSeconds: 0 })).toThrow('Job "a.b" expireInSeconds must be a whole number of seconds from 1 to 86400.');
    expect(() => defineJob('a.b', z.object({}), { expireInSeconds: 86_401 })).toThrow('expireInSeconds');
  });
});

describe('payloadForSend', () => {
  it('gives back the payload as it will be stored: plain JSON, before defaults and transforms', () => {
    const input = { feedId: FEED, at: '2030-01-02T03:04:05Z', tags: undefined };
    const stored = payloadForSend(publish, input);
    expect(stored).toEqual({ feedId: FEED, at: '2030-01-02T03:04:05Z' });
    expect(Object.keys(stored)).toEqual(['feedId', 'at']);
    expect(stored).not.toBe(input);
  });

  it('names every bad field with the reason', () => {
    let error: unknown;
    try {
      payloadForSend(publish, { feedId: 'nope', at: 'tomorrow', tags: ['ok', ''] });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(InvalidJobPayloadError);
    const invalid = error as InvalidJobPayloadError;
    expect(invalid.job).toBe('feeds.publish');
    expect(invalid.issues.map((issue) => issue.split(':')[0])).toEqual(['feedId', 'tags.1', 'at']);
    expect(invalid.message).toMatch(/^Invalid payload for job "feeds\.publish": feedId: .+; tags\.1: .+; at: .+$/);
  });

  it('checks the JSON form, so a value JSON would change is refused at send', () => {
    const dated = defineJob('a.dated', z.object({ at: z.date() }));
    expect(() => payloadForSend(dated, { at: new Date() })).toThrow(/^Invalid payload for job "a\.dated": at: /);
    const counted = defineJob('a.counted', z.object({ n: z.bigint() }));
    expect(() => payloadForSend(counted, { n: BigInt(1) })).toThrow(/^Invalid payload for job "a\.counted": not representable as JSON/);
  });

  it('refuses a payload that is not an object when the schema wants one', () => {
    expect(() => payloadForSend(publish, null as never)).toThrow(InvalidJobPayloadError);
  });
});

describe('parsePayload', () => {
  it('applies the schema defaults and transforms for the handler', () => {
    const payload = parsePayload(publish, { feedId: FEED, at: '2030-01-02T03:04:05Z' });
    expect(payload).toEqual({ feedId: FEED, notify: true, at: new Date('2030-01-02T03:04:05Z') });
  });

  it('throws InvalidJobPayloadError for data that does not fit', () => {
    expect(() => parsePayload(publish, { id: FEED })).toThrow(InvalidJobPayloadError);
    expect(() => parsePayload(publish, 'a string')).toThrow('Invalid payload for job "feeds.publish"');
  });
});
