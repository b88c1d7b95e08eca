// What every numbered seed file receives and returns.
import type { AppConfig } from '../../config';
import type { JobQueue } from '../../jobs/queue';
import type { PlainLog } from '../../log';
import type { Storage } from '../../media/storage';
import type { Db } from '../client';

export interface SeedContext {
  db: Db;
  config: AppConfig;
  storage: Storage;
  log: Pick<PlainLog, 'info'>;
  /** Where seeds send jobs (a scheduled post's publishing); absent where no queue runs. */
  jobs?: Pick<JobQueue, 'send'>;
}

export interface Seed {
  /** Shown in the log, e.g. "001 settings". */
  name: string;
  /** Must be safe to run again: it adds what is missing and leaves existing rows alone. */
  run(ctx: SeedContext): Promise<void>;
}
