// Going live from streaming software (OBS and the like): the RTMP server address and the performer's stream
// key. The key is shown once, when it is made; afterwards only its last four characters and its date are.
import { z } from 'zod';

/** GET /streaming/ingest: what the performer pastes into their software, and what is known of their key. */
export const streamIngestInfo = z.object({
  /** Whether this site takes broadcasts from streaming software at all (its RTMP server is switched on). */
  enabled: z.boolean(),
  /** The server address to paste into the software (`rtmp://host:port/live`); null when switched off. */
  serverUrl: z.string().nullable(),
  hasKey: z.boolean(),
  /** When the current key was made; null without one. */
  createdAt: z.string().nullable(),
  /** The current key's last four characters; null without one. */
  lastFour: z.string().nullable(),
});
export type StreamIngestInfo = z.infer<typeof streamIngestInfo>;

/** POST /streaming/ingest/key takes nothing: no body (which arrives as null), or an empty object. */
export const newStreamKeyBody = z.strictObject({}, { error: 'A new key takes no fields: send no body.' }).nullish();

/** POST /streaming/ingest/key: a new key, replacing the old one. The only answer that ever holds the key. */
export const newStreamKey = streamIngestInfo.extend({
  /** The whole key, to paste into the software now: it cannot be read again. */
  key: z.string(),
  hasKey: z.literal(true),
  createdAt: z.string(),
  lastFour: z.string(),
});
export type NewStreamKey = z.infer<typeof newStreamKey>;

/** The application part of the server address: `rtmp://host:port/live`, the key as the stream name. */
export const RTMP_APP = 'live';
