// The levels the live pipeline logs at (ingest, publisher, RTMP listener).
import type { Log } from '../../log';

export type LiveLog = Pick<Log, 'info' | 'warn' | 'error'>;
