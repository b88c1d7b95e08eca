// `npm start`'s decision to build first, and where the server finds its own folder (the migrations, the
// pages build) whether it runs from the sources or compiled into dist/.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { appRoot, findAppRoot, MIGRATIONS_DIR } from '@/server/app-root';
import { migrationsFolder } from '@/server/db/client';
import { buildReason, buildTimes } from '../../../scripts/build-state.cjs';

describe('buildReason', () => {
  const built = { pagesBuiltAt: 2_000, serverBuiltAt: 2_100, sourcesChangedAt: 1_000 };

  it('builds nothing when both halves are newer than every source', () => {
    expect(buildReason(built)).toBeNull();
  });

  it('builds everything on the first start', () => {
    expect(buildReason({ ...built, pagesBuiltAt: 0, serverBuiltAt: 0 })).toMatch(/^First start/);
  });

  it('builds when either half is missing', () => {
    expect(buildReason({ ...built, pagesBuiltAt: 0 })).toMatch(/pages are not built/);
    expect(buildReason({ ...built, serverBuiltAt: 0 })).toMatch(/server is not compiled/);
  });

  it('rebuilds when a source changed after either half was built', () => {
    expect(buildReason({ ...built, sourcesChangedAt: 2_050 })).toMatch(/^Sources changed/);
    expect(buildReason({ ...built, sourcesChangedAt: 2_200 })).toMatch(/^Sources changed/);
    expect(buildReason({ ...built, sourcesChangedAt: 2_000 })).toBeNull();
  });
});

describe('buildTimes', () => {
  let root: string;
  const write = (file: string, mtimeMs: number) => {
    const full = path.join(root, file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, '');
    fs.utimesSync(full, mtimeMs / 1000, mtimeMs / 1000);
  };
  beforeEach(() => (root = fs.mkdtempSync(path.join(os.tmpdir(), 'fanstage-build-state-'))));
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('reads the newest source anywhere under the source folders and the build markers', () => {
    write('package.json', 1_000_000);
    write('src/server/deep/inside/file.ts', 3_000_000);
    write('pages/index.tsx', 2_000_000);
    write('.next/BUILD_ID', 4_000_000);
    write('dist/main.js', 5_000_000);
    expect(buildTimes(root)).toEqual({ pagesBuiltAt: 4_000_000, serverBuiltAt: 5_000_000, sourcesChangedAt: 3_000_000 });
  });

  it('counts the compiled server entry points as sources, and a missing build as 0', () => {
    write('scripts/worker.ts', 6_000_000);
    expect(buildTimes(root)).toEqual({ pagesBuiltAt: 0, serverBuiltAt: 0, sourcesChangedAt: 6_000_000 });
  });
});

describe('findAppRoot', () => {
  const install = '/srv/fanstage';
  const exists = (file: string) => file === path.join(install, MIGRATIONS_DIR, 'meta', '_journal.json');

  it('finds the installation from the sources and from the compiled server', () => {
    expect(findAppRoot(path.join(install, 'src/server/db'), exists)).toBe(install);
    expect(findAppRoot(path.join(install, 'dist'), exists)).toBe(install);
  });

  it('names the folder it searched from when there is no installation above it', () => {
    expect(() => findAppRoot('/elsewhere/dist', exists)).toThrow(/No Fanstage installation .* in \/elsewhere\/dist/);
  });

  it('is this repository, whatever the working directory', () => {
    expect(appRoot()).toBe(path.resolve(__dirname, '../../..'));
    expect(migrationsFolder).toBe(path.join(appRoot(), 'src/server/db/migrations'));
  });
});
