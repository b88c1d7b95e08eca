// The repository has to make sense on its own: its code, comments, docs and tests state rules and reasons in
// their own words, or point at the project's docs/, never at documents kept elsewhere or at numbered issues
// (docs/testing.md). This test reads every tracked text file and lists each line that breaks that.
// The patterns are built from pieces so that this file does not match them itself (it is skipped as well).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const SELF = path.relative(ROOT, __filename).split(path.sep).join('/');

const SECTION_SIGN = '\u00a7';
const OUTSIDE_DOCUMENTS = ['RULES', 'STYLE', 'STACK', 'ARCHITECTURE', 'LIVE'];
const FORBIDDEN: { what: string; pattern: RegExp }[] = [
  { what: 'a section of the outside spec', pattern: new RegExp(`spec ${SECTION_SIGN}`) },
  { what: 'a numbered section', pattern: new RegExp(`${SECTION_SIGN}\\s?\\d`) },
  // Uppercase only: the project's own docs/architecture.md is fine.
  { what: 'an outside document', pattern: new RegExp(`\\b(${OUTSIDE_DOCUMENTS.join('|')})\\.md\\b`) },
  { what: 'the shared folder beside the repository', pattern: new RegExp(['\\.\\.', 'shared'].join('/')) },
  { what: 'an issue number', pattern: new RegExp(`\\b${'iss'}ue\\s*#?\\d`, 'i') },
  // The word in brackets followed by a number (the samples below show it); not code such as `(issue) =>` or `(issuedAt)`.
  { what: 'an issue in brackets', pattern: new RegExp(`\\(${'iss'}ues?(?=[\\s#\\d])`, 'i') },
];

const LOCKFILES = new Set(['package-lock.json', 'npm-shrinkwrap.json', 'yarn.lock', 'pnpm-lock.yaml']);
const BINARY_EXTENSIONS = /\.(png|jpe?g|gif|webp|avif|ico|heic|mp4|webm|mov|mp3|m4a|wav|ogg|pdf|zip|gz|woff2?|ttf|otf|eot)$/i;
// What the walk skips when git is not there: dependencies, build output, local data and secrets.
const UNTRACKED_DIRS = new Set(['node_modules', '.next', '.git', 'coverage', 'test-results']);
const UNTRACKED_FILES = /(^|\/)(\.env|[^/]*\.tsbuildinfo)$/;

function trackedFiles(): string[] {
  try {
    const listed = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    return listed.split('\0').filter(Boolean);
  } catch {
    return walk('');
  }
}

function walk(dir: string): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (!UNTRACKED_DIRS.has(entry.name) && relative !== 'data') files.push(...walk(relative));
    } else if (entry.isFile() && !UNTRACKED_FILES.test(relative)) {
      files.push(relative);
    }
  }
  return files;
}

/** The file's text, or null for what is not read: lockfiles, binaries, and files deleted but not yet committed. */
function readText(file: string): string | null {
  if (LOCKFILES.has(path.posix.basename(file)) || BINARY_EXTENSIONS.test(file)) return null;
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(path.join(ROOT, file));
  } catch {
    return null;
  }
  return bytes.subarray(0, 8000).includes(0) ? null : bytes.toString('utf8');
}

/** "line: text (what it refers to)" for each line of text that refers to something outside the repository. */
function outsideReferences(text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, index) => {
    const hit = FORBIDDEN.find(({ pattern }) => pattern.test(line));
    if (hit) found.push(`${index + 1}: ${line.trim().slice(0, 160)} (${hit.what})`);
  });
  return found;
}

describe('the patterns', () => {
  it('find each kind of outside reference', () => {
    const samples = [
      `see spec ${SECTION_SIGN}4 "Login"`,
      `defaults of ${SECTION_SIGN}9`,
      ...OUTSIDE_DOCUMENTS.map((name) => `as ${name}.md "Conventions" says`),
      `the notes in ${['..', 'shared', 'design'].join('/')}`,
      `${'Iss'}ue 2 journeys: register and log in`,
      `fixed in ${'iss'}ue #12`,
      `Messaging (${'iss'}ue 6): who may write`,
      `the audiences (${'iss'}ues 3 and 4)`,
    ];
    expect(samples.filter((line) => outsideReferences(line).length === 0)).toEqual([]);
  });

  it('leave the project\'s own docs and ordinary code alone', () => {
    const samples = [
      'docs/architecture.md "Conventions"',
      'docs/business-rules.md "Safety"',
      'const signing = hmac(uint32(issuedAt), key);',
      'errors.map((issue) => issue.message)',
      'parsed.error.issues[0].message',
      'Seconds between a token\'s issue and expiry.',
      'shared/avatars/abc.webp',
    ];
    expect(samples.flatMap(outsideReferences)).toEqual([]);
  });
});

it('no tracked file refers to documents outside the repository or to issue numbers', () => {
  const files = trackedFiles().filter((file) => file !== SELF);
  expect(files.length).toBeGreaterThan(0);
  const found: string[] = [];
  for (const file of files) {
    const text = readText(file);
    if (text !== null) found.push(...outsideReferences(text).map((hit) => `${file}:${hit}`));
  }
  expect(found).toEqual([]);
});
