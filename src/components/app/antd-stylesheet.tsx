// Builds styles/antd.css, antd's CSS as one static file (scripts/antd-css.ts writes it before every build).
//
// Pages carry no antd CSS of their own: the browser fetches this file once and caches it (Next serves it under
// a content hash), the server computes no styles per request (app-providers.tsx turns antd's style runtime
// off there), and where antd's runtime runs in the browser it finds every component's styles already loaded
// through the map at the end of the file (`.data-ant-cssinjs-cache-path`), so it injects none. With the runtime
// off the file is the only source of component styles: a component it lacks is unstyled. So the file holds
// every antd component the site imports (read from the source, `importedAntdComponents`) and every component
// those render inside themselves (read from antd's own code, `antdNesting`), and nothing else. In development
// antd names its classes differently and generates every component's styles itself.
//
// The file holds, in order: each theme's CSS variables, scoped to `html[data-theme]` (set before the first paint
// by the pre-paint script, document-scripts.ts; the dark theme's only where they differ from the light one's),
// then the component styles, which only read those variables and so serve both themes.
import fs from 'node:fs';
import path from 'node:path';
import { createCache, extractStyle as extractFromCache, StyleProvider } from '@ant-design/cssinjs';
import { extractStyle } from '@ant-design/static-style-extract';
import * as antd from 'antd';
import useMessageStyle from 'antd/lib/message/style';
import useNotificationStyle from 'antd/lib/notification/style';
import ts from 'typescript';
import type { ThemeName } from '@/redux/ui/reducer';
import { CSS_VAR_KEY, THEME_NAMES } from './antd-theme';
import { antdThemeConfig } from './antd-theme-config';

const REPO = path.join(__dirname, '..', '..', '..');
/** Where the site's code lives; this file is left out (it imports antd to render it, not to show it). */
const SOURCE_DIRS = ['src', 'pages'];
const THIS_FILE = path.join('src', 'components', 'app', 'antd-stylesheet.tsx');
/** The export naming the antd components whose styles a plain component wears (see importedAntdComponents). */
const WEARS_MARKER = 'WEARS_ANTD_STYLES';

/** antd's exports that render something with styles: its components and the message and notification APIs. */
const STYLED_EXPORTS = Object.keys(antd).filter((name) => /^[A-Z]/.test(name) || name === 'message' || name === 'notification');

/**
 * The antd exports the site's code imports as values (type imports are left out), from every .ts/.tsx file
 * under src/ and pages/. A namespace import of antd, or antd loaded with import(), counts as all of antd.
 * A module that re-exports antd components (`export { Result } from 'antd'`) counts as importing them.
 * A plain component that draws antd's markup and class names without antd's component (the plain table) says
 * so with `export const WEARS_ANTD_STYLES = ['Table']`: those count as imported, so their styles stay.
 */
export function importedAntdComponents(root: string = REPO): Set<string> {
  const names = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (/\.tsx?$/.test(entry.name) && path.relative(root, full) !== THIS_FILE) {
        const text = fs.readFileSync(full, 'utf8');
        if (!text.includes('antd') && !text.includes(WEARS_MARKER)) continue;
        const file = ts.createSourceFile(full, text, ts.ScriptTarget.Latest, false);
        const everything = () => STYLED_EXPORTS.forEach((name) => names.add(name));
        const walk = (node: ts.Node): void => {
          if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && node.moduleSpecifier.text === 'antd') {
            const clause = node.importClause;
            if (clause && !clause.isTypeOnly) {
              const bindings = clause.namedBindings;
              if (clause.name || (bindings && ts.isNamespaceImport(bindings))) everything();
              else if (bindings) for (const element of bindings.elements) if (!element.isTypeOnly) names.add((element.propertyName ?? element.name).text);
            }
          } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) && node.moduleSpecifier.text === 'antd') {
            // `export { Result } from 'antd'`: a module that hands a component on (to be loaded on demand).
            if (node.isTypeOnly) return;
            const clause = node.exportClause;
            if (!clause || ts.isNamespaceExport(clause)) everything();
            else for (const element of clause.elements) if (!element.isTypeOnly) names.add((element.propertyName ?? element.name).text);
          } else if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === WEARS_MARKER && node.initializer) {
            const worn = (value: ts.Node): void => {
              if (ts.isStringLiteral(value)) names.add(value.text);
              else ts.forEachChild(value, worn);
            };
            worn(node.initializer);
          } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
            const [specifier] = node.arguments;
            if (specifier && ts.isStringLiteral(specifier) && specifier.text === 'antd') everything();
          }
          ts.forEachChild(node, walk);
        };
        walk(file);
      }
    }
  };
  for (const dir of SOURCE_DIRS) visit(path.join(root, dir));
  return names;
}

/** antd's own folders that hold no component of their own (helpers, the theme, the ConfigProvider). */
const ANTD_INFRASTRUCTURE = new Set(['_util', 'config-provider', 'locale', 'style', 'theme', 'version']);

function antdLibDir(): string {
  return path.dirname(require.resolve('antd'));
}

/** Each styled export's folder in antd (`Button` → `button`, `Row` → `row`), from antd's entry module. */
function exportFolders(lib: string): Map<string, string> {
  const index = fs.readFileSync(path.join(lib, 'index.js'), 'utf8');
  const folderOf = new Map([...index.matchAll(/var (\w+) = \w+\(require\("\.\/([\w-]+)"\)\)/g)].map(([, variable, folder]) => [variable!, folder!]));
  const folders = new Map<string, string>();
  for (const [, name, variable] of index.matchAll(/defineProperty\(exports, "(\w+)", \{[^}]*?return (\w+)\.default;/g)) {
    const folder = folderOf.get(variable!);
    if (folder && STYLED_EXPORTS.includes(name!)) folders.set(name!, folder);
  }
  return folders;
}

/**
 * Which antd components each antd component renders inside itself (Table → Pagination, Checkbox, Dropdown…;
 * Select → Empty; DatePicker → Button), read from antd's compiled code: a module of the component's folder
 * (or a helper it reaches in antd's shared folders) that renders another folder's component
 * (`createElement(_pagination.default, …)`) or takes another component's entry module as a value (Pagination
 * hands Select to its size changer). Keys and values are antd's folder names.
 */
export function antdNesting(): Map<string, Set<string>> {
  const lib = antdLibDir();
  const resolve = (from: string, request: string) => {
    const target = path.resolve(path.dirname(from), request);
    if (fs.existsSync(`${target}.js`)) return `${target}.js`;
    if (fs.existsSync(path.join(target, 'index.js'))) return path.join(target, 'index.js');
    return null;
  };
  // A folder's own hook named after it (`message/useMessage`, `modal/useModal/index`) renders its holder: App
  // puts message's, notification's and the modal's holders in the page that way.
  const holderHook = (top: string, rest: string[]) =>
    rest.join('/').replace(/(\/index)?\.js$/, '') === `use${top.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase())}`;
  const nesting = new Map<string, Set<string>>();
  for (const folder of fs.readdirSync(lib)) {
    if (ANTD_INFRASTRUCTURE.has(folder) || !fs.existsSync(path.join(lib, folder, 'index.js'))) continue;
    const inner = new Set<string>();
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const code = fs.readFileSync(file, 'utf8');
      for (const [, variable, request] of code.matchAll(/var (\w+) = (?:\w+\()?require\("(\.[^"]+)"\)/g)) {
        const target = resolve(file, request!);
        if (!target) continue;
        const [top, ...rest] = path.relative(lib, target).split(path.sep);
        const entry = rest.join('/') === 'index.js';
        if (top === folder) visit(target);
        else if (ANTD_INFRASTRUCTURE.has(top!)) {
          if (!entry) visit(target);
        } else if (
          new RegExp(`createElement\\(${variable}(\\.default)?[,)]`).test(code) ||
          ((entry || holderHook(top!, rest)) && new RegExp(`\\b${variable}\\.default\\b`).test(code))
        ) {
          inner.add(top!);
        }
      }
    };
    visit(path.join(lib, folder, 'index.js'));
    inner.delete(folder);
    nesting.set(folder, inner);
  }
  return nesting;
}

/**
 * The styled antd exports the stylesheet holds: those the site imports and, transitively, those they render
 * inside themselves. antd's `grid` folder is Row and Col (its `Grid` export is only hooks).
 */
export function stylesheetComponents(imported: Set<string> = importedAntdComponents()): string[] {
  const lib = antdLibDir();
  const folders = exportFolders(lib);
  const nesting = antdNesting();
  const wanted = new Set<string>();
  const queue = [...imported].map((name) => folders.get(name)).filter((folder): folder is string => !!folder);
  while (queue.length > 0) {
    const folder = queue.pop()!;
    if (wanted.has(folder)) continue;
    wanted.add(folder);
    queue.push(...(nesting.get(folder) ?? []));
  }
  if (wanted.has('grid')) wanted.add('row').add('col');
  return [...folders].filter(([name, folder]) => wanted.has(folder) && name !== 'Grid').map(([name]) => name).sort();
}

/** The styles of message's or notification's list (what `useMessage()`'s or `useNotification()`'s holder registers). */
function ToastStyle({ prefix, useStyle }: { prefix: string; useStyle: (prefixCls: string, rootCls?: string) => unknown }) {
  const prefixCls = `ant-${prefix}`;
  useStyle(prefixCls, `${prefixCls}-css-var`);
  return null;
}

/**
 * What static-style-extract's own rendering of a component misses: a form's items (a style of their own), and
 * the toasts' lists, which their holders render only in the browser (the rendering static-style-extract gives
 * message and notification is a documentation panel, with styles the site never shows).
 */
function MoreStyles({ components }: { components: string[] }) {
  return (
    <>
      {components.includes('Form') && (
        <antd.Form>
          <antd.Form.Item label="Name">
            <antd.Input />
          </antd.Form.Item>
        </antd.Form>
      )}
      {components.includes('message') && <ToastStyle prefix="message" useStyle={useMessageStyle} />}
      {components.includes('notification') && <ToastStyle prefix="notification" useStyle={useNotificationStyle} />}
    </>
  );
}

function themeCache(theme: ThemeName, components: string[]) {
  const cache = createCache();
  // static-style-extract renders each listed antd component once; the inner StyleProvider collects what they
  // register into `cache`, so the variables and the component styles can be taken out separately.
  extractStyle({
    includes: components.filter((name) => name !== 'message' && name !== 'notification'),
    customTheme: (node) => (
      <StyleProvider cache={cache}>
        <antd.ConfigProvider theme={antdThemeConfig(theme)}>
          {node}
          <MoreStyles components={components} />
        </antd.ConfigProvider>
      </StyleProvider>
    ),
  });
  return cache;
}

const CACHE_MAP_RULE = /\.data-ant-cssinjs-cache-path\{[^}]*\}/;

/** A rule body's declarations, name → value (values may span lines, as antd's shadows do). */
function declarations(body: string): Map<string, string> {
  const out = new Map<string, string>();
  let depth = 0;
  let quote = '';
  let start = 0;
  const take = (end: number) => {
    const declaration = body.slice(start, end);
    const colon = declaration.indexOf(':');
    if (colon > 0) out.set(declaration.slice(0, colon).trim(), declaration.slice(colon + 1));
    start = end + 1;
  };
  for (let i = 0; i < body.length; i++) {
    const char = body[i]!;
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (char === ';' && depth === 0) take(i);
  }
  take(body.length);
  return out;
}

/** Each variable scope of the theme (`.fs`, `.fs.ant-btn`…) with its declarations. */
function themeScopes(cache: ReturnType<typeof createCache>): Map<string, Map<string, string>> {
  const css = extractFromCache(cache, { plain: true, types: ['token', 'cssVar'] }).replace(CACHE_MAP_RULE, '');
  const scopes = new Map<string, Map<string, string>>();
  for (const [, selector, body] of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const scope = selector!.trim();
    if (scope !== `.${CSS_VAR_KEY}` && !scope.startsWith(`.${CSS_VAR_KEY}.`)) continue;
    scopes.set(scope, new Map([...(scopes.get(scope) ?? []), ...declarations(body!)]));
  }
  return scopes;
}

/**
 * The theme's CSS variables (the global tokens on `.fs`, each component's on `.fs.ant-<component>`) under
 * `html[data-theme='<theme>']`; the light ones also apply when the attribute is missing (scripts off). The
 * global tokens are on the root element too, so `var(--ant-color-…)` (what `theme.useToken().cssVar` gives)
 * works in any element's style, inside antd components or not. The light rules match in either theme, so a
 * later theme only sets the variables whose values differ from the light theme's (most sizes do not).
 * Variables of the themes that some components nest inside themselves (scoped to classes made per render)
 * are left to antd.
 */
function themeVariables(scopes: Map<string, Map<string, string>>, theme: ThemeName, light: Map<string, Map<string, string>>): string {
  const root = `html[data-theme='${theme}']`;
  let out = '';
  for (const [scope, values] of scopes) {
    const global = scope === `.${CSS_VAR_KEY}`;
    const base = theme === 'light' ? undefined : light.get(scope);
    const body = [...values].filter(([name, value]) => base?.get(name) !== value).map(([name, value]) => `${name}:${value}`).join(';');
    if (!body) continue;
    const selectors = [...(theme === 'light' ? [...(global ? [':root'] : []), scope] : []), ...(global ? [root] : []), `${root} ${scope}`];
    out += `${selectors.join(',')}{${body}}`;
  }
  return out;
}

/** Call with NODE_ENV=production set before antd is loaded (antd picks its class names when it loads). */
export function buildAntdStylesheet(components: string[] = stylesheetComponents()): string {
  const caches = THEME_NAMES.map((theme) => [theme, themeCache(theme, components)] as const);
  const scopes = caches.map(([theme, cache]) => [theme, themeScopes(cache)] as const);
  const light = scopes.find(([theme]) => theme === 'light')![1];
  const variables = scopes.map(([theme, values]) => themeVariables(values, theme, light)).join('');
  // The component styles only read variables, so both themes' are the same (the unit test compares them); the
  // light render's are kept, with the map of what the file holds that antd's runtime reads in the browser.
  const styles = extractFromCache(caches[0]![1], { plain: true, types: 'style' });
  if (styles.includes('css-dev-only')) throw new Error('antd was loaded in development mode: make the stylesheet with NODE_ENV=production');
  return `/* antd ${antd.version}: made by scripts/antd-css.ts from src/components/app/antd-theme.ts and the antd components the site imports; do not edit. */\n${variables}\n${styles}\n`;
}

/** The component styles of one theme's render alone, to check that both themes' are the same. */
export function componentStyles(theme: ThemeName, components: string[] = stylesheetComponents()): string {
  return extractFromCache(themeCache(theme, components), { plain: true, types: 'style' }).replace(CACHE_MAP_RULE, '');
}
