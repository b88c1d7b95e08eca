// styles/antd.css, antd's static stylesheet: up to date with the installed antd and the theme, both themes'
// variables under html[data-theme], the map that keeps antd from injecting styles in the browser, and no
// component the site uses left out.
import fs from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '..', '..', '..');
type Generator = typeof import('../../../src/components/app/antd-stylesheet');
type Antd = typeof import('antd');

let generator: Generator;
let antd: Antd;
let css: string;

beforeAll(async () => {
  // antd names its classes for production only when it loads under NODE_ENV=production, as in a build.
  const env = process.env as Record<string, string>;
  const before = env.NODE_ENV;
  env.NODE_ENV = 'production';
  try {
    generator = await import('../../../src/components/app/antd-stylesheet');
    antd = await import('antd');
    css = generator.buildAntdStylesheet();
  } finally {
    env.NODE_ENV = before!;
  }
});

/** The declarations of the rule whose selector list is exactly `selector`. */
function ruleBody(selector: string): string {
  const start = css.indexOf(`}${selector}{`);
  expect(start).toBeGreaterThanOrEqual(0);
  const open = start + selector.length + 2;
  return css.slice(open, css.indexOf('}', open));
}

const cssVarName = (token: string) => `--ant-${token.replace(/([A-Z])/g, '-$1').toLowerCase()}`;

describe('antd stylesheet', () => {
  it('is the file the build would write (run `npm run prebuild` after changing antd or its theme)', () => {
    expect(fs.readFileSync(path.join(root, 'styles', 'antd.css'), 'utf8')).toBe(css);
  });

  it("holds each theme's variables under html[data-theme], the light ones also without the attribute", async () => {
    const { antdThemeConfig } = await import('../../../src/components/app/antd-theme');
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

  it('maps the styles it holds, so antd in the browser injects none of them', () => {
    const map = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)"/.exec(css)?.[1] ?? '';
    const paths = map.split(';').map((entry) => entry.slice(0, entry.lastIndexOf(':')));
    const hash = /:where\(\.(css-[a-z0-9]+)\)\.ant-btn/.exec(css)?.[1];
    expect(hash).toBeDefined();
    for (const component of ['Button-Button|ant-btn', 'Menu-Menu|ant-dropdown-menu', 'Form-item-item|ant-form', 'Table-Table|ant-table', 'Modal-Modal|ant-modal', 'Message-Message|ant-message']) {
      expect(paths).toContain(`${hash}|${component}|anticon`);
    }
  });

  it('leaves out no antd component the site imports', () => {
    const imported = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.tsx?$/.test(entry.name)) {
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
    expect(imported.size).toBeGreaterThan(20);
    expect([...imported].filter((name) => (generator.UNUSED_COMPONENTS as readonly string[]).includes(name))).toEqual([]);
  });
});
