// Going live from streaming software (OBS): the RTMP server address and the performer's stream key. A new key
// is in its answer only; afterwards the server tells its last four characters and when it was made.
import type { NewStreamKey, StreamIngestInfo } from '@/contracts/stream-ingest';
import { request } from '@/lib/request';

export const streamIngestService = {
  /** The server address to paste into the software, and what is known of the performer's key. */
  info: () => request<StreamIngestInfo>('/streaming/ingest'),
  /** Makes a new key, replacing the old one (a broadcast running with the old key stops). */
  newKey: () => request<NewStreamKey>('/streaming/ingest/key', { method: 'POST' }),
};
