// Types of build-state.cjs for the TypeScript that imports it (its unit test).
export interface BuildTimes {
  /** When .next/BUILD_ID was written (ms), 0 when missing. */
  pagesBuiltAt: number;
  /** When dist/main.js was written (ms), 0 when missing. */
  serverBuiltAt: number;
  /** The newest modification of a source file (ms). */
  sourcesChangedAt: number;
}
export function buildReason(times: BuildTimes): string | null;
export function buildTimes(root: string): BuildTimes;
export function newestMtime(dir: string): number;
export const SERVER_BUILT: string;
