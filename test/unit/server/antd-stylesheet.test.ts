// styles/antd.css, antd's static stylesheet: up to date with the installed antd, the theme and the components
// the site imports; both themes' variables under html[data-theme] (the dark ones only where they differ) and the
// component styles once; the map that keeps antd's runtime from injecting styles in the browser; and every
// style that an antd component the site imports, or one that it renders inside itself, registers.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { createCache as CreateCache } from '@ant-design/cssinjs';

const root = path.join(__dirname, '..', '..', '..');
type Generator = typeof import('../../../src/components/app/antd-stylesheet');
type Antd = typeof import('antd');

let generator: Generator;
let antd: Antd;
let css: string;
let components: string[];
/** The style paths the file maps (`<hash>|Button-Button|ant-btn|anticon` less the hash). */
let mapped: Set<string>;
/** What one component alone registers: each style path with whether it holds any CSS. */
let registered: (component: string) => Array<[path: string, empty: boolean]>;
let lightStyles: string;
let darkStyles: string;

beforeAll(async () => {
  // antd names its classes for production only when it loads under NODE_ENV=production, as in a build.
  const env = process.env as Record<string, string>;
  const before = env.NODE_ENV;
  env.NODE_ENV = 'production';
  try {
    generator = await import('../../../src/components/app/antd-stylesheet');
    antd = await import('antd');
    const cssinjs = await import('@ant-design/cssinjs');
    const { extractStyle } = await import('@ant-design/static-style-extract');
    const React = await import('react');
    const { antdThemeConfig } = await import('../../../src/components/app/antd-theme-config');
    components = generator.stylesheetComponents();
    css = generator.buildAntdStylesheet(components);
    lightStyles = generator.componentStyles('light', components);
    darkStyles = generator.componentStyles('dark', components);
    registered = (component) => {
      const cache: ReturnType<typeof CreateCache> = cssinjs.createCache();
      extractStyle({
        includes: [component],
        customTheme: (node) => React.createElement(cssinjs.StyleProvider, { cache }, React.createElement(antd.ConfigProvider, { theme: antdThemeConfig('light') }, node)),
      });
      return [...cache.cache.keys()]
        .filter((key) => key.startsWith('style%'))
        .map((key) => {
          const single = cssinjs.createCache();
          single.cache.set(key, cache.cache.get(key)!);
          const text = cssinjs.extractStyle(single, { plain: true, types: 'style' }).replace(/\.data-ant-cssinjs-cache-path\{[^}]*\}/, '');
          return [key.split('%').slice(2).join('|'), text === ''] as [string, boolean];
        });
    };
  } finally {
    env.NODE_ENV = before!;
  }
  const map = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)"/.exec(css)?.[1] ?? '';
  mapped = new Set(map.split(';').map((entry) => entry.slice(entry.indexOf('|') + 1, entry.lastIndexOf(':'))));
});

/** The declarations of the rule whose selector list is exactly `selector`. */
function ruleBody(selector: string): string {
  const start = css.indexOf(`}${selector}{`);
  expect(start).toBeGreaterThanOrEqual(0);
  const open = start + selector.length + 2;
  return css.slice(open, css.indexOf('}', open));
}

const cssVarName = (token: string) => `--ant-${token.replace(/([A-Z])/g, '-$1').toLowerCase()}`;

/** The antd names the site's code imports as values, read with a plain pattern (independent of the generator's parser). */
function importedNames(): Set<string> {
  const imported = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !full.endsWith(path.join('app', 'antd-stylesheet.tsx'))) {
        for (const [, names] of fs.readFileSync(full, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'antd'/g)) {
          for (const name of names!.split(',')) {
            const bare = name.trim().replace(/\s+as\s+\w+$/, '');
            if (bare && !bare.startsWith('type ')) imported.add(bare);
          }
        }
      }
    }
  };
  walk(path.join(root, 'src'));
  walk(path.join(root, 'pages'));
  return imported;
}

describe('antd stylesheet', () => {
  it('is the file the build would write (run `npm run prebuild` after changing antd, its theme or the antd components imported)', () => {
    expect(fs.readFileSync(path.join(root, 'styles', 'antd.css'), 'utf8')).toBe(css);
  });

  it("holds each theme's variables under html[data-theme], the light ones also without the attribute", async () => {
    const { antdThemeConfig } = await import('../../../src/components/app/antd-theme-config');
    // On antd's components (`.fs`) and on the root, so inline styles can use the variables too.
    const light = ruleBody(`:root,.fs,html[data-theme='light'],html[data-theme='light'] .fs`);
    const dark = ruleBody(`html[data-theme='dark'],html[data-theme='dark'] .fs`);
    // The site's own theme (antd's algorithms with the colours it changes for contrast).
    const lightToken = antd.theme.getDesignToken(antdThemeConfig('light'));
    const darkToken = antd.theme.getDesignToken(antdThemeConfig('dark'));
    for (const token of ['colorBgContainer', 'colorText', 'colorPrimary', 'colorBgLayout', 'colorBorder'] as const) {
      expect(light).toContain(`${cssVarName(token)}:${lightToken[token]};`);
      expect(dark).toContain(`${cssVarName(token)}:${darkToken[token]};`);
    }
    expect(lightToken.colorBgContainer).not.toBe(darkToken.colorBgContainer);
    // Components' own variables too (the default button's background differs between themes).
    expect(ruleBody(`html[data-theme='dark'] .fs.ant-btn`)).toMatch(/--ant-button-default-bg:/);
  });

  it('sets in the dark theme only the variables whose values differ from the light theme’s', () => {
    const declarations = (body: string) => new Set(body.split(';').filter((d) => d.startsWith('--')));
    const light = declarations(ruleBody(`:root,.fs,html[data-theme='light'],html[data-theme='light'] .fs`));
    const dark = declarations(ruleBody(`html[data-theme='dark'],html[data-theme='dark'] .fs`));
    expect(dark.size).toBeGreaterThan(50);
    expect([...dark].filter((declaration) => light.has(declaration))).toEqual([]);
    // Sizes are the same in both themes, so only the light rule sets them.
    expect([...light].some((d) => d.startsWith('--ant-font-size:'))).toBe(true);
    expect([...dark].some((d) => d.startsWith('--ant-font-size:'))).toBe(false);
  });

  it('holds the component styles once, the same for both themes (they only read the variables)', () => {
    expect(lightStyles.length).toBeGreaterThan(100_000);
    expect(darkStyles).toBe(lightStyles);
    expect(css.split(lightStyles)).toHaveLength(2);
    expect(css).not.toMatch(/html\[data-theme='(light|dark)'\][^{}]*:where\(/);
  });

  it('maps the styles it holds, so antd in the browser injects none of them', () => {
    const hash = /:where\(\.(css-[a-z0-9]+)\)\.ant-btn/.exec(css)?.[1];
    expect(hash).toBeDefined();
    expect(css).toContain(`${hash}|Button-Button|ant-btn|anticon:`);
    for (const component of ['Button-Button|ant-btn', 'Dropdown-Dropdown|ant-dropdown', 'Form-item-item|ant-form', 'Table-Table|ant-table', 'Modal-Modal|ant-modal', 'Message-Message|ant-message', 'Notification-Notification|ant-notification']) {
      expect(mapped).toContain(`${component}|anticon`);
    }
  });

  it('holds every style of every antd component the site imports and of those they render inside themselves', () => {
    const imported = importedNames();
    expect(imported.size).toBeGreaterThan(20);
    // The generator reads the same imports (its parser is the TypeScript compiler's).
    const styled = [...imported].filter((name) => /^[A-Z]/.test(name) || name === 'message' || name === 'notification');
    const found = generator.importedAntdComponents();
    expect(styled.filter((name) => !found.has(name))).toEqual([]);
    // The plain table wears Table's markup without importing it: its styles are kept.
    expect(found).toContain('Table');
    expect(css).toContain('.ant-table-thead');
    // Nested components: Select shows Empty, Table a Pagination, Checkboxes and a filter Dropdown.
    for (const name of imported) {
      if (['Button', 'Select', 'Table', 'DatePicker', 'Modal', 'Dropdown'].includes(name)) expect(components).toContain(name);
    }
    const missing: string[] = [];
    for (const component of new Set([...styled, ...components].filter((name) => name !== 'message' && name !== 'notification'))) {
      for (const [stylePath, empty] of registered(component)) if (!empty && !mapped.has(stylePath)) missing.push(`${component}: ${stylePath}`);
    }
    expect(missing).toEqual([]);
    // The toasts' lists, which their holders render only in the browser.
    if (imported.has('message')) expect(mapped).toContain('Message-Message|ant-message|anticon');
    if (imported.has('notification')) expect(mapped).toContain('Notification-Notification|ant-notification|anticon');
  });

  it('leaves out the antd components the site neither imports nor gets inside another', () => {
    expect(components).not.toContain('Calendar');
    expect(components).not.toContain('Upload');
    expect(css).not.toContain('.ant-calendar');
    expect(css).not.toContain('.ant-upload');
    // A dropdown's menu is styled by the dropdown: antd registers no Menu styles under its class.
    expect(mapped).not.toContain('Menu-Menu|ant-dropdown-menu|anticon');
    // The documentation panels of message and notification are not the site's toasts.
    expect(mapped).not.toContain('Message-PurePanel|ant-message|anticon');
  });
});

describe('antd components the stylesheet holds', () => {
  it('reads what antd components each renders inside itself from antd’s code', () => {
    const nesting = generator.antdNesting();
    const inner = (folder: string) => [...(nesting.get(folder) ?? [])];
    expect(inner('table')).toEqual(expect.arrayContaining(['pagination', 'checkbox', 'radio', 'dropdown', 'spin', 'empty', 'input', 'tooltip']));
    expect(inner('select')).toContain('empty');
    expect(inner('dropdown')).toContain('menu');
    expect(inner('date-picker')).toContain('button');
    expect(inner('pagination')).toContain('select');
    expect(inner('popconfirm')).toEqual(expect.arrayContaining(['button', 'popover']));
    expect(inner('modal')).toContain('button');
    expect(inner('app')).toEqual(expect.arrayContaining(['message', 'notification', 'modal']));
    expect(inner('button')).toEqual([]);
    expect(inner('tag')).toEqual([]);
  });

  it('takes an import of a component to mean the component and all it renders inside itself', () => {
    expect(generator.stylesheetComponents(new Set(['Table']))).toEqual(
      expect.arrayContaining(['Table', 'Pagination', 'Select', 'Empty', 'Checkbox', 'Radio', 'Dropdown', 'Menu', 'Spin', 'Button', 'Tooltip', 'Input']),
    );
    expect(generator.stylesheetComponents(new Set(['Tag']))).toEqual(['Tag']);
    expect(generator.stylesheetComponents(new Set(['Grid']))).toEqual(['Col', 'Row']);
    expect(generator.stylesheetComponents(new Set(['theme', 'version']))).toEqual([]);
  });

  it('reads value imports of antd from the source, leaving type imports out', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'antd-imports-'));
    try {
      fs.mkdirSync(path.join(dir, 'src', 'a'), { recursive: true });
      fs.mkdirSync(path.join(dir, 'pages'));
      fs.writeFileSync(
        path.join(dir, 'src', 'a', 'one.tsx'),
        "import {\n  Button,\n  Table as T,\n  type TableProps,\n} from 'antd';\nimport type { FormInstance } from 'antd';\nimport type { SortOrder } from 'antd/es/table/interface';\n",
      );
      fs.writeFileSync(path.join(dir, 'pages', 'two.ts'), "import { message, theme } from 'antd';\nexport const x = 1;\n");
      expect([...generator.importedAntdComponents(dir)].sort()).toEqual(['Button', 'Table', 'message', 'theme']);
      // A plain component wearing antd's markup names the components whose styles it needs; a module handing a
      // component on (for loading on demand) re-exports it.
      fs.writeFileSync(path.join(dir, 'src', 'a', 'plain.tsx'), "export const WEARS_ANTD_STYLES = ['Descriptions', 'Steps'] as const;\n");
      fs.writeFileSync(path.join(dir, 'src', 'a', 'on-demand.ts'), "export { Result } from 'antd';\nexport type { ResultProps } from 'antd';\n");
      expect([...generator.importedAntdComponents(dir)].sort()).toEqual(['Button', 'Descriptions', 'Result', 'Steps', 'Table', 'message', 'theme']);
      fs.writeFileSync(path.join(dir, 'pages', 'three.ts'), "export const load = () => import('antd');\n");
      expect(generator.importedAntdComponents(dir)).toContain('Upload');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
