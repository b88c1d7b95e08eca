// Recording a bench's figures in bench/RESULTS.md: rows appended to the table of a "## " section whose header
// has the same columns, or a new table at the end of that section, or a new section at the end of the file.
// Benches append when BENCH_RECORD=1 is set (as `npm run bench` sets it) or when they are asked to; otherwise
// they only print.
import fs from 'node:fs';
import path from 'node:path';

export const RESULTS_FILE = path.join(__dirname, '..', 'RESULTS.md');

/** Whether this run should write its rows into RESULTS.md. */
export const recordingResults = () => process.env.BENCH_RECORD === '1';

/** Today's date as the tables write it (UTC). */
export const today = () => new Date().toISOString().slice(0, 10);

const tableLine = (cells: readonly string[]) => `| ${cells.map((c) => c.replace(/\|/g, '/').replace(/\n/g, ' ')).join(' | ')} |`;
const isTableLine = (line: string) => line.startsWith('|');

export interface ResultsSection {
  /** The section's title without "## " ("Lighthouse (mobile)"). */
  heading: string;
  /** Column names; the first should be "date". */
  columns: readonly string[];
  rows: readonly (readonly string[])[];
  /** Written under the heading when the section is new (what is measured and how). */
  intro?: string;
}

/** Appends `rows` under `heading`, in `file` (RESULTS.md by default). Answers the file's new text. */
export function appendResults(section: ResultsSection, file = RESULTS_FILE): string {
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmark results\n';
  const lines = text.replace(/\n+$/, '').split('\n');
  const header = tableLine(section.columns);
  const rows = section.rows.map((r) => tableLine(r));
  const start = lines.findIndex((l) => l.trim() === `## ${section.heading}` || l.startsWith(`## ${section.heading} (`) || l.startsWith(`## ${section.heading} `));
  if (start < 0) {
    const table = [header, tableLine(section.columns.map(() => '---')), ...rows];
    lines.push('', `## ${section.heading}`, '', ...(section.intro ? [section.intro, ''] : []), ...table);
  } else {
    let end = lines.findIndex((l, i) => i > start && l.startsWith('## '));
    if (end < 0) end = lines.length;
    const headerAt = lines.findIndex((l, i) => i > start && i < end && l.trim() === header);
    if (headerAt >= 0) {
      let last = headerAt;
      while (last + 1 < end && isTableLine(lines[last + 1])) last += 1;
      lines.splice(last + 1, 0, ...rows);
    } else {
      let insertAt = end;
      while (insertAt > start + 1 && lines[insertAt - 1].trim() === '') insertAt -= 1;
      lines.splice(insertAt, 0, '', header, tableLine(section.columns.map(() => '---')), ...rows);
    }
  }
  const next = `${lines.join('\n')}\n`;
  fs.writeFileSync(file, next);
  return next;
}

/** Appends when this run records (BENCH_RECORD=1), and says so. */
export function recordIfAsked(section: ResultsSection): void {
  if (!recordingResults()) return;
  appendResults(section);
  console.log(`recorded ${section.rows.length} row(s) under "## ${section.heading}" in bench/RESULTS.md`);
}
