// CPU time of a process as Linux counts it (/proc/<pid>/stat), for benches that report CPU per unit of work.
import { execSync } from 'node:child_process';
import fsp from 'node:fs/promises';

/** The kernel's clock ticks per second (the unit of /proc's CPU times). */
export const clockTicksPerSecond = () => Number(execSync('getconf CLK_TCK').toString().trim()) || 100;

/** CPU seconds (user + system) a process has used so far, or null once it is gone. */
export async function cpuSecondsOf(pid: number, ticksPerSecond: number): Promise<number | null> {
  try {
    const stat = await fsp.readFile(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
  } catch {
    return null;
  }
}
