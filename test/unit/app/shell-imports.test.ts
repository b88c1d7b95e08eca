// What every page loads (pages/_app.tsx and everything it imports up front) holds none of antd's code: antd's
// components and theme come with the pages that render them (withAntdTheme) and with what loads on demand (the
// account menu, the phone drawer, the toasts, the maintenance notice). This follows the shell's static imports
// through the source, as webpack does, and stops at import() and next/dynamic, which load later.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { antdRuntimeOf, ROOT, staticModules, staticPackages } from '../../helpers/static-imports';

/** The source files of the browser's code, any page's included. */
function browserSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'server' ? [] : browserSources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The names a file imports as values from `from`. */
function valueImports(text: string, from: string): string[] {
  const lists = [...text.matchAll(new RegExp(`^import\\s+\\{([^}]*)\\}\\s+from\\s+'${from}'`, 'gm'))].map((m) => m[1]!);
  return lists.flatMap((list) => list.split(',').map((name) => name.trim()).filter((name) => name && !name.startsWith('type ')));
}

describe('the app shell', () => {
  const packages = staticPackages(join(ROOT, 'pages/_app.tsx'));

  it('follows the imports it is meant to follow', () => {
    expect(packages.has('react-redux')).toBe(true);
    expect(packages.has('next/router')).toBe(true);
  });

  it("imports none of antd, its icons' runtime or its style engine", () => {
    // The header's icons are definitions of @ant-design/icons-svg (a name and an svg tree each, no code), which
    // the shell's own small renderers draw.
    const antd = antdRuntimeOf(packages, ['@ant-design/icons/es/components/Context']);
    expect(antd).toEqual([]);
  });

  it('leaves out what only some visits use', () => {
    const modules = staticModules(join(ROOT, 'pages/_app.tsx'));
    // The store's sagas and redux-saga's runtime arrive after the page's first code (src/redux/deferred-sagas.ts),
    // and with them the services the sagas call.
    expect(modules.has('src/redux/deferred-sagas.ts')).toBe(true);
    expect(modules.has('src/redux/saga-runtime.ts')).toBe(false);
    expect(modules.has('src/redux/auth/sagas.ts')).toBe(false);
    expect(packages.has('redux-saga')).toBe(false);
    expect(modules.has('src/services/session.api.ts')).toBe(false);
    // The SHA-256 of browsers without WebCrypto, fetched by the log-in saga when such a browser sends a password.
    expect(modules.has('src/lib/sha256.ts')).toBe(false);
    // The server's session bootstrap, with its caches and services: _app imports it on the server only.
    expect(modules.has('src/redux/bootstrap.ts')).toBe(false);
    expect(modules.has('src/services/message.api.ts')).toBe(false);
    expect(modules.has('src/services/notifications.api.ts')).toBe(false);
    // The sagas' account calls come from services/session.api.ts, not with the sign-up and social log-in calls.
    expect(modules.has('src/services/auth.api.ts')).toBe(false);
    // The header's cart count reads the tab's copy; the changes and the cart's line code come with the cart's pages.
    expect(modules.has('src/components/cart/cart-copy.ts')).toBe(true);
    expect(modules.has('src/components/cart/use-cart.ts')).toBe(false);
    expect(modules.has('src/components/cart/cart-store.ts')).toBe(false);
  });

  it('links pages with the site\'s own link, not next/link, in every page\'s code', () => {
    // next/link's viewport prefetching and URL-object handling were about 2 kB on every page
    // (src/components/common/app-link.tsx).
    const files = [...browserSources(join(ROOT, 'src')), ...browserSources(join(ROOT, 'pages'))];
    const found = files.filter((file) => /from 'next\/link'/.test(readFileSync(file, 'utf8'))).map((file) => file.slice(ROOT.length + 1));
    expect(found).toEqual([]);
  });

  it("takes from Redux Toolkit only what holds no immer, in every page's code", () => {
    // webpack keeps in the toolkit's one module every export that any page uses, and that module loads with the
    // shell: one createReducer or createSlice anywhere would bring immer (about 3 kB gzip) back to every page.
    // Slices build their reducers with ./src/redux/case-reducer.ts; the store is redux's own (src/redux/store.ts).
    const allowed = ['createAction', 'createSelector', 'createImmutableStateInvariantMiddleware', 'createSerializableStateInvariantMiddleware'];
    const files = [...browserSources(join(ROOT, 'src')), ...browserSources(join(ROOT, 'pages'))];
    const found = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const names = valueImports(text, '@reduxjs/toolkit').filter((name) => !allowed.includes(name));
      return [...names, ...valueImports(text, 'immer')].map((name) => `${file.slice(ROOT.length + 1)}: ${name}`);
    });
    expect(files.length).toBeGreaterThan(100);
    expect(found).toEqual([]);
  });
});
