// Builds styles/antd.css, antd's CSS as one static file (scripts/antd-css.ts writes it before every build).
//
// Pages carry no antd CSS of their own: the browser fetches this file once and caches it (Next serves it under
// a content hash), the server computes no styles per request (app-providers.tsx turns antd's style runtime
// off there), and in the browser antd finds every component's styles already loaded through the map at the
// end of the file (`.data-ant-cssinjs-cache-path`), so it injects none. A component this file lacks still
// works: antd then generates its styles in the browser, as before. So does every component in development:
// the file is made for production builds, whose components carry antd's production class (`css-<hash>`).
//
// The file holds, in order: each theme's CSS variables, scoped to `html[data-theme]` (set before the first paint
// by the pre-paint script, document-scripts.ts), then the component styles, which only read those variables
// and so serve both themes.
import { createCache, extractStyle as extractFromCache, StyleProvider } from '@ant-design/cssinjs';
import { extractStyle } from '@ant-design/static-style-extract';
import { ConfigProvider, Form, Input, Menu, version } from 'antd';
import type { ThemeName } from '@/redux/ui/reducer';
import { antdThemeConfig, CSS_VAR_KEY, THEME_NAMES } from './antd-theme';

/**
 * antd components the site does not use, left out of the file (about a third of antd's CSS). A component on
 * this list that the site starts to use still gets its styles, generated in the browser;
 * test/unit/server/antd-stylesheet.test.ts fails then, as a reminder to take it off the list.
 */
export const UNUSED_COMPONENTS = [
  'Affix', 'Anchor', 'BackTop', 'BorderBeam', 'Breadcrumb', 'Calendar', 'Carousel', 'Cascader', 'ColorPicker',
  'FloatButton', 'Layout', 'List', 'Listy', 'Masonry', 'Mentions', 'QRCode', 'Rate', 'Slider', 'Splitter', 'Steps',
  'TimePicker', 'Timeline', 'Tour', 'Transfer', 'Tree', 'TreeSelect', 'Upload', 'Watermark',
] as const;

/** Styles antd registers only for components inside others, which rendering each component alone misses. */
function NestedComponents() {
  return (
    <>
      {/* A dropdown's menu is a Menu under the dropdown's class name. */}
      <Menu prefixCls="ant-dropdown-menu" items={[]} />
      {/* A form item around a control adds a style of its own. */}
      <Form>
        <Form.Item label="Name">
          <Input />
        </Form.Item>
      </Form>
    </>
  );
}

function themeCache(theme: ThemeName) {
  const cache = createCache();
  // static-style-extract renders every antd component once; the inner StyleProvider collects what they
  // register into `cache`, so the variables and the component styles can be taken out separately.
  extractStyle({
    excludes: [...UNUSED_COMPONENTS],
    customTheme: (node) => (
      <StyleProvider cache={cache}>
        <ConfigProvider theme={antdThemeConfig(theme)}>
          {node}
          <NestedComponents />
        </ConfigProvider>
      </StyleProvider>
    ),
  });
  return cache;
}

const CACHE_MAP_RULE = /\.data-ant-cssinjs-cache-path\{[^}]*\}/;

/**
 * The theme's CSS variables (the global tokens on `.fs`, each component's on `.fs.ant-<component>`) under
 * `html[data-theme='<theme>']`; the light ones also apply when the attribute is missing (scripts off). The
 * global tokens are on the root element too, so `var(--ant-color-…)` (what `theme.useToken().cssVar` gives)
 * works in any element's style, inside antd components or not.
 * Variables of the themes that some components nest inside themselves (scoped to classes made per render)
 * are left to antd, which makes them in the browser.
 */
function themeVariables(cache: ReturnType<typeof createCache>, theme: ThemeName): string {
  const css = extractFromCache(cache, { plain: true, types: ['token', 'cssVar'] }).replace(CACHE_MAP_RULE, '');
  const root = `html[data-theme='${theme}']`;
  let out = '';
  for (const [, selector, body] of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const scope = selector!.trim();
    const global = scope === `.${CSS_VAR_KEY}`;
    if (!global && !scope.startsWith(`.${CSS_VAR_KEY}.`)) continue;
    const selectors = [...(theme === 'light' ? [...(global ? [':root'] : []), scope] : []), ...(global ? [root] : []), `${root} ${scope}`];
    out += `${selectors.join(',')}{${body}}`;
  }
  return out;
}

/** Call with NODE_ENV=production set before antd is loaded (antd picks its class names when it loads). */
export function buildAntdStylesheet(): string {
  const caches = THEME_NAMES.map((theme) => [theme, themeCache(theme)] as const);
  const variables = caches.map(([theme, cache]) => themeVariables(cache, theme)).join('');
  // The component styles only read variables, so both themes' are the same; the light render's are kept,
  // with the map of what the file holds that antd reads in the browser.
  const components = extractFromCache(caches[0]![1], { plain: true, types: 'style' });
  if (components.includes('css-dev-only')) throw new Error('antd was loaded in development mode: make the stylesheet with NODE_ENV=production');
  return `/* antd ${version}: made by scripts/antd-css.ts from src/components/app/antd-theme.ts; do not edit. */\n${variables}\n${components}\n`;
}
