// The browser bundle's antd without its style generators (scripts/antd-zero-style-loader.cjs): every component
// style module of the installed antd loses its generator calls and keeps its exports, and the hooks put in their
// place give what antd's own hooks give in zero-runtime mode under the site's theme, so the markup (and the
// static stylesheet's selectors) stay the same.
import fs from 'node:fs';
import path from 'node:path';
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import ts from 'typescript';
import { ConfigProvider } from 'antd';
import { antdThemeConfig } from '@/components/app/antd-theme-config';
import { zeroComponentStyleHook, zeroStyleHooks, zeroStyleUtils, zeroSubStyleComponent } from '@/components/app/antd-zero-style';

const loader = require('../../../scripts/antd-zero-style-loader.cjs') as {
  (this: { resourcePath: string }, source: string): string;
  STYLE_MODULE: RegExp;
  STYLE_UTILS: RegExp;
  appliesTo: (resource: string) => boolean;
  CONFIG_PROVIDER_STYLE: RegExp;
  withoutStyleGenerators: (source: string, fileName: string) => string;
};

// Resolved from the package's root: the test set-up maps antd/es/* to antd/lib/*.
const antdEs = path.join(path.dirname(require.resolve('antd/package.json')), 'es');

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : entry.name.endsWith('.js') ? [full] : [];
  });
}

/** The names a module exports (`default` included), read with the TypeScript parser. */
function exportNames(source: string): string[] {
  const file = ts.createSourceFile('m.js', source, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  const names: string[] = [];
  for (const statement of file.statements) {
    const exported = ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    const isDefault = ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);
    if (ts.isExportAssignment(statement) || isDefault) names.push('default');
    else if (ts.isExportDeclaration(statement)) {
      if (statement.exportClause && ts.isNamedExports(statement.exportClause)) names.push(...statement.exportClause.elements.map((e) => e.name.text));
      else names.push('*');
    } else if (exported && ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) names.push(declaration.name.text);
        else names.push(...declaration.name.elements.map((e) => (e as ts.BindingElement).name.getText(file)));
      }
    } else if (exported && (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name) names.push(statement.name.text);
  }
  return names.sort();
}

const FACTORY_CALL = /\b(genStyleHooks|genComponentStyleHook|genSubStyleComponent|genStyleUtils)\s*\(/;

describe('the loader', () => {
  const styleModules = filesUnder(antdEs).filter((file) => loader.STYLE_MODULE.test(file));

  it('applies to the component style modules and not to antd`s shared style helpers or components', () => {
    expect(styleModules.length).toBeGreaterThan(100);
    expect(styleModules).toContain(path.join(antdEs, 'button', 'style', 'index.js'));
    expect(styleModules).toContain(path.join(antdEs, '_util', 'wave', 'style.js'));
    expect(loader.STYLE_MODULE.test(path.join(antdEs, 'style', 'index.js'))).toBe(false);
    expect(loader.STYLE_MODULE.test(path.join(antdEs, 'button', 'Button.js'))).toBe(false);
    expect(loader.STYLE_MODULE.test(path.join(antdEs, 'theme', 'util', 'genStyleUtils.js'))).toBe(false);
  });

  it('makes the factories without the shared style helpers, keeping genCssVar, which components use at run time', () => {
    const file = path.join(antdEs, 'theme', 'util', 'genStyleUtils.js');
    expect(loader.appliesTo(file)).toBe(true);
    const source = fs.readFileSync(file, 'utf8');
    const out = loader.withoutStyleGenerators(source, file);
    expect(out).toMatch(/\} = __antdZero\.zeroStyleUtils\(\);/);
    expect(FACTORY_CALL.test(out)).toBe(false);
    expect(exportNames(out)).toEqual(exportNames(source));
    expect(exportNames(out)).toContain('genCssVar');
  });

  it('leaves no generator call in any of them and keeps what each exports', () => {
    let changed = 0;
    for (const file of styleModules) {
      const source = fs.readFileSync(file, 'utf8');
      const out = loader.withoutStyleGenerators(source, file);
      if (out !== source) changed += 1;
      expect({ file, call: FACTORY_CALL.test(out) }).toEqual({ file, call: false });
      expect({ file, exports: exportNames(out) }).toEqual({ file, exports: exportNames(source) });
    }
    // Button, Input, Select, Form, Modal, Tabs and the rest: most modules define a hook.
    expect(changed).toBeGreaterThan(60);
  });

  it('cuts a call down to the component name, so its generator is referred to no more', () => {
    const file = path.join(antdEs, 'button', 'style', 'index.js');
    const out = loader.withoutStyleGenerators(fs.readFileSync(file, 'utf8'), file);
    expect(out).toContain("export default __antdZero.zeroStyleHooks('Button');");
    expect(out).not.toMatch(/genSharedButtonStyle\(buttonToken\)/);
  });
});

describe('the icons` reset style', () => {
  const file = path.join(antdEs, 'config-provider', 'style', 'index.js');

  it('is registered by nobody in the bundle: ConfigProvider`s style module becomes the empty hook', () => {
    expect(loader.CONFIG_PROVIDER_STYLE.test(file)).toBe(true);
    const out = loader.call({ resourcePath: file }, fs.readFileSync(file, 'utf8'));
    expect(out).toMatch(/^export \{ zeroResetIconStyle as default \} from ".*antd-zero-style\.ts";\n$/);
  });

  it('is in the static stylesheet, with the spinning icon`s rule', () => {
    const css = fs.readFileSync(path.join(__dirname, '..', '..', '..', 'styles', 'antd.css'), 'utf8');
    expect(css).toMatch(/(^|\})\.anticon\{display:inline-flex;align-items:center;/);
    expect(css).toMatch(/\}\.anticon-spin\{animation-name:loadingCircle;/);
  });
});

describe('the zero-runtime hooks', () => {
  /** What a hook returns when called inside the site's ConfigProvider in zero-runtime mode. */
  function underSiteTheme<T>(theme: 'light' | 'dark', useHook: () => T): T {
    let result: T | undefined;
    const Probe = () => {
      result = useHook();
      return null;
    };
    renderToString(createElement(ConfigProvider, { theme: { ...antdThemeConfig(theme), zeroRuntime: true }, children: createElement(Probe) as ReactNode }));
    return result as T;
  }

  // antd's CommonJS build runs the same hooks as the ES build the browser bundles.
  const realButtonStyle = require('antd/lib/button/style').default as (prefixCls: string) => [string, string];
  const realWaveStyle = require('antd/lib/_util/wave/style').default as (prefixCls: string) => string;

  it.each(['light', 'dark'] as const)('give the hash class and the variables` class antd gives (%s theme)', (theme) => {
    const real = underSiteTheme(theme, () => realButtonStyle('ant-btn'));
    const zero = underSiteTheme(theme, () => zeroStyleHooks()('ant-btn'));
    expect(zero).toEqual(real);
    expect(real[0]).toMatch(/^css-/);
    expect(real[1]).toBe('fs');
    expect(underSiteTheme(theme, () => zeroComponentStyleHook()('ant-wave'))).toBe(underSiteTheme(theme, () => realWaveStyle('ant-wave')));
  });

  it('are what the factories made in their place give', () => {
    expect(zeroStyleUtils()).toEqual({ genStyleHooks: zeroStyleHooks, genComponentStyleHook: zeroComponentStyleHook, genSubStyleComponent: zeroSubStyleComponent });
  });

  it('render no sub-style element, as antd renders none in zero-runtime mode', () => {
    const Sub = zeroSubStyleComponent();
    expect(renderToString(createElement(Sub, { prefixCls: 'ant-form' }))).toBe('');
  });
});
