// The `streams.sweep` job, kept on a schedule of once a minute: ends every live session whose publisher has
// sent no heartbeat (PUT /streaming/set-duration, every HEARTBEAT_INTERVAL_SECONDS) for
// HEARTBEAT_TIMEOUT_SECONDS, with the end reason 'heartbeat', clearing is_streaming in the same transaction.
// A silent session therefore ends between the timeout and a minute after it. The database is the truth:
// each end is one conditional update (still live, still silent), so a run that overlaps another, on this
// node or another, or a heartbeat arriving mid-run, ends nothing twice and never ends a session that spoke.
import { z } from 'zod';
import { defineJob } from '../../jobs/registry';

export const streamSweepJob = defineJob('streams.sweep', z.object({}), {
  // The next minute's run sweeps again: a failed one needs no retry.
  retryLimit: 0,
  expireInSeconds: 5 * 60,
});

/** Every minute, the finest a schedule goes. */
export const STREAM_SWEEP_CRON = '* * * * *';
