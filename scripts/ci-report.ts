// The end of `.ci/run`: how long each step took against its budget, how many tests passed, the slowest test
// files of each suite, and a loud warning when the run or a step outgrew its budget. A warning, never a
// failure: the machine's speed varies, and a slow run still lands. docs/testing.md explains the budgets.
// Usage: tsx scripts/ci-report.ts <results dir holding steps.tsv and jest --json files> <run start, epoch s>
import fs from 'node:fs';
import path from 'node:path';

/** The whole run must stay well inside CI's 90 minutes: warn at half of it. */
const RUN_BUDGET_MINUTES = 45;
const SLOWEST_SHOWN = 8;

interface Step {
  name: string;
  seconds: number;
  budgetMinutes: number | null;
}

interface JestFileResult {
  name: string;
  startTime: number;
  endTime: number;
  assertionResults: unknown[];
}

interface JestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  testResults: JestFileResult[];
}

/** The jest report each budgeted step writes, so an over-budget step can name its costliest files. */
const REPORT_OF_STEP: Record<string, string> = {
  'npm test (unit + API on embedded PGlite)': 'npm-test.json',
  'API suite on PostgreSQL + Redis': 'postgres.json',
  'two app nodes on PostgreSQL + Redis (realtime across nodes)': 'scale.json',
  'crash safety on PostgreSQL (SIGKILL, restart, check)': 'crash.json',
  'browser suite (Playwright + Debian Chromium)': 'browser.json',
};

const [resultsDir, runStarted] = process.argv.slice(2);
if (!resultsDir || !runStarted) {
  console.error('Usage: tsx scripts/ci-report.ts <results dir> <run start, epoch seconds>');
  process.exit(2);
}

const duration = (seconds: number) => `${Math.floor(seconds / 60)}m${String(Math.round(seconds % 60)).padStart(2, '0')}s`;
const pad = (text: string, width: number) => text.padEnd(width);

function readSteps(): Step[] {
  const file = path.join(resultsDir, 'steps.tsv');
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [name, seconds, budget] = line.split('\t');
      return { name, seconds: Number(seconds), budgetMinutes: budget ? Number(budget) : null };
    });
}

function readReport(file: string): JestReport | null {
  const full = path.join(resultsDir, file);
  if (!fs.existsSync(full)) return null;
  try {
    return JSON.parse(fs.readFileSync(full, 'utf8')) as JestReport;
  } catch {
    return null;
  }
}

function slowestFiles(report: JestReport, count: number): string[] {
  const root = `${process.cwd()}/`;
  return [...report.testResults]
    .map((r) => ({ file: r.name.replace(root, ''), seconds: (r.endTime - r.startTime) / 1000, tests: r.assertionResults.length }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count)
    .map((r) => `${r.seconds.toFixed(1).padStart(7)} s  ${String(r.tests).padStart(4)} tests  ${r.file}`);
}

const steps = readSteps();
const total = Date.now() / 1000 - Number(runStarted);
const warnings: string[] = [];

console.log(`${pad('step', 64)} ${pad('took', 8)} budget`);
for (const step of steps) {
  const over = step.budgetMinutes !== null && step.seconds > step.budgetMinutes * 60;
  const budget = step.budgetMinutes === null ? '' : `${step.budgetMinutes}m${over ? '  OVER' : ''}`;
  console.log(`${pad(step.name, 64)} ${pad(duration(step.seconds), 8)} ${budget}`);
  if (over) {
    const report = REPORT_OF_STEP[step.name] ? readReport(REPORT_OF_STEP[step.name]) : null;
    const costliest = report ? ['  its costliest files:', ...slowestFiles(report, 5).map((l) => `  ${l}`)] : [];
    warnings.push(`"${step.name}" took ${duration(step.seconds)}, over its ${step.budgetMinutes}-minute share.`, ...costliest);
  }
}
console.log(`${pad('whole run', 64)} ${pad(duration(total), 8)} ${RUN_BUDGET_MINUTES}m${total > RUN_BUDGET_MINUTES * 60 ? '  OVER' : ''}`);
if (total > RUN_BUDGET_MINUTES * 60) warnings.unshift(`The whole run took ${duration(total)}, over its ${RUN_BUDGET_MINUTES}-minute budget (CI stops at 90).`);

let passed = 0;
let failed = 0;
let skipped = 0;
for (const [stepName, file] of Object.entries(REPORT_OF_STEP)) {
  const report = readReport(file);
  if (!report) continue;
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests;
  console.log(`\n${stepName}: ${report.numPassedTests} passed, ${report.numFailedTests} failed; slowest files:`);
  for (const line of slowestFiles(report, SLOWEST_SHOWN)) console.log(line);
}
console.log(`\nci: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);

if (warnings.length) {
  const bar = '!'.repeat(100);
  console.log(`\n${bar}\n!!! CI TIME BUDGET: this change makes CI slower than its budget. Make the tests faster (docs/testing.md).`);
  for (const line of warnings) console.log(`!!! ${line}`);
  console.log(bar);
}
