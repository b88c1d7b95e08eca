// What every numbered seed file receives and returns.
import type { AppConfig } from '../../config';
import type { JobQueue } from '../../jobs/queue';
import type { PlainLog } from '../../log';
import type { Storage } from '../../media/storage';
import type { MediaFilesService } from '../../modules/media-files/media-files.service';
import type { Db } from '../client';

export interface SeedContext {
  db: Db;
  config: AppConfig;
  storage: Storage;
  log: Pick<PlainLog, 'info'>;
  /** Where seeds send jobs (a scheduled post's publishing); absent where no queue runs. */
  jobs?: Pick<JobQueue, 'send'>;
  /**
   * Set when the app seeds on its start: demo uploads go through the app's media files service, queued for
   * processing as a performer's are (behind theirs), their ids added to `queued`, and the site opens while
   * they process. Unset, every file is processed before the seed goes on (`npm run db:seed` runs no worker).
   */
  mediaQueue?: { files: Pick<MediaFilesService, 'accept' | 'remove'>; queued: string[] };
}

export interface Seed {
  /** Shown in the log, e.g. "001 settings". */
  name: string;
  /** Must be safe to run again: it adds what is missing and leaves existing rows alone. */
  run(ctx: SeedContext): Promise<void>;
}
