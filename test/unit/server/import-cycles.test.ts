// No import cycles in the application, type-only imports included: a module that needs another's type and
// is needed by it means the two are one module in two files, or that the type belongs in a third. The test
// reads the import statements of every source file (static, re-exports and dynamic imports), resolves the
// project's own ('@/…' and relative) specifiers, and reports every group of files that import each other.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const SOURCE_DIRS = ['src', 'pages'];

function sourceFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...sourceFiles(rel));
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(rel);
  }
  return found;
}

const IMPORT = /(?:import|export)\s[^'";]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The project file an import names, or null for a package. */
function resolver(files: Set<string>) {
  return (from: string, specifier: string): string | null => {
    let base: string;
    if (specifier.startsWith('@/')) base = `src/${specifier.slice(2)}`;
    else if (specifier.startsWith('.')) base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
    else return null;
    return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((candidate) => files.has(candidate)) ?? null;
  };
}

export function importGraph(files: string[], read: (file: string) => string): Map<string, string[]> {
  const resolve = resolver(new Set(files));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const deps = new Set<string>();
    for (const match of read(file).matchAll(IMPORT)) {
      const target = resolve(file, match[1] ?? match[2]);
      if (target) deps.add(target);
    }
    graph.set(file, [...deps]);
  }
  return graph;
}

/** The groups of files that reach each other through imports (Tarjan's strongly connected components). */
export function cycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const stack: string[] = [];
  const onStack = new Set<string>();
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const groups: string[][] = [];
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter);
    counter += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1 || (graph.get(v) ?? []).includes(v)) groups.push(group.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return groups;
}

describe('imports', () => {
  it('form no cycles in src/ and pages/, type-only imports included', () => {
    const files = SOURCE_DIRS.flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(500);
    const found = cycles(importGraph(files, (file) => fs.readFileSync(path.join(ROOT, file), 'utf8')));
    expect(found.map((group) => group.join(' -> '))).toEqual([]);
  });

  it('are read from every kind of import, and a cycle is found however long', () => {
    const sources: Record<string, string> = {
      'src/a.ts': "import type { B } from './b';\nexport const a = 1;",
      'src/b.ts': "export { c } from '@/c';\nexport type B = string;",
      'src/c.ts': "const load = () => import('./a');\nimport React from 'react';\nexport const c = load;",
      'src/d.ts': "import { a } from './a';",
    };
    const graph = importGraph(Object.keys(sources), (file) => sources[file]);
    expect(graph.get('src/c.ts')).toEqual(['src/a.ts']);
    expect(cycles(graph)).toEqual([['src/a.ts', 'src/b.ts', 'src/c.ts']]);
  });
});
