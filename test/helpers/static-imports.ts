// Follows a module's static imports through the source, as webpack does for what a page loads up front, and
// stops at import() and next/dynamic, which load later. Used to keep antd's code out of the app shell and out of
// the pages drawn with plain elements.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export const ROOT = join(__dirname, '../..');

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = join(ROOT, 'src', specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`${relative(ROOT, from)}: cannot resolve ${specifier}`);
}

/** The packages the modules reached from `entry` import as values (type-only imports left out), by the importing module. */
export function staticPackages(entry: string): Map<string, string[]> {
  return walk(entry).packages;
}

/** The repository's modules reached from `entry` (itself included), as paths from the repository's root. */
export function staticModules(entry: string): Set<string> {
  return new Set([...walk(entry).modules].map((file) => relative(ROOT, file)));
}

function walk(entry: string): { packages: Map<string, string[]>; modules: Set<string> } {
  const packages = new Map<string, string[]>();
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    const specifiers = [
      ...[...text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?\bfrom\s+'([^']+)'/gms)].map((m) => m[1]!),
      ...[...text.matchAll(/^import\s+'([^']+)'/gm)].map((m) => m[1]!),
    ];
    for (const specifier of specifiers) {
      const local = resolveImport(file, specifier);
      if (local) queue.push(local);
      else packages.set(specifier, [...(packages.get(specifier) ?? []), relative(ROOT, file)]);
    }
  }
  return { packages, modules: seen };
}

/** An icon definition of @ant-design/icons-svg: a name and an svg tree, no code (the plain icons draw them). */
const iconDefinition = /^@ant-design\/icons-svg\/es\/asn\/\w+$/;

/** The packages of antd's runtime among `packages` (antd, its icons' components, its style engine, rc-*), with their importers. */
export function antdRuntimeOf(packages: Map<string, string[]>, allowed: readonly string[] = []) {
  return [...packages].filter(([name]) => /^(antd|@ant-design\/|@rc-component\/|rc-)/.test(name) && !allowed.includes(name) && !iconDefinition.test(name));
}
