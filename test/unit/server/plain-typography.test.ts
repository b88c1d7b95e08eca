// The plain Typography renders the same HTML as antd's Typography in the production zero-runtime set-up (antd
// loaded under NODE_ENV=production, as in a build, and its ConfigProvider with zeroRuntime, as in the browser),
// for each prop and combination the pages use: the element, the class names with the theme's hash and variables
// class, the decoration wrappers, the passed-through attributes in antd's order, and the children.
import type { ReactNode } from 'react';

type Antd = typeof import('antd');
type Plain = typeof import('../../../src/components/common/plain-typography');
type React = typeof import('react');

let antd: Antd;
let plain: Plain;
let React: React;
let renderToString: (node: ReactNode) => string;
let antdThemeConfig: typeof import('../../../src/components/app/antd-theme-config').antdThemeConfig;

beforeAll(async () => {
  const env = process.env as Record<string, string>;
  const before = env.NODE_ENV;
  env.NODE_ENV = 'production';
  try {
    React = await import('react');
    ({ renderToString } = await import('react-dom/server'));
    antd = await import('antd');
    plain = await import('../../../src/components/common/plain-typography');
    ({ antdThemeConfig } = await import('../../../src/components/app/antd-theme-config'));
  } finally {
    env.NODE_ENV = before!;
  }
});

type Kind = 'Text' | 'Title' | 'Paragraph';
type Props = Record<string, unknown>;

/** Children built once React is loaded. */
const children: Record<string, () => ReactNode> = {
  text: () => 'Luna',
  number: () => 42,
  none: () => null,
  'text and a value': () => ['Joined ', 'March 2024'],
  'text, a number and an element': () => ['Tips: ', 3, React.createElement('a', { href: '/tips', key: 'a' }, 'see all')],
  'an element and empty values': () => [React.createElement('b', { key: 'b' }, 'Live'), null, false, undefined, ' now'],
  'a fragment and text': () => [React.createElement(React.Fragment, { key: 'f' }, 'a', 'b'), 'c'],
};

const cases: Array<[string, Kind, Props, keyof typeof children]> = [
  ['text', 'Text', {}, 'text'],
  ['secondary', 'Text', { type: 'secondary' }, 'text'],
  ['danger', 'Text', { type: 'danger' }, 'text'],
  ['success', 'Text', { type: 'success' }, 'text'],
  ['warning', 'Text', { type: 'warning' }, 'text'],
  ['no type', 'Text', { type: undefined }, 'text'],
  ['disabled', 'Text', { disabled: true, type: 'secondary' }, 'text'],
  ['strong', 'Text', { strong: true }, 'text'],
  ['not strong', 'Text', { strong: false }, 'text'],
  ['strong secondary with a style', 'Text', { strong: true, type: 'secondary', style: { fontSize: 12, display: 'block' } }, 'text and a value'],
  ['italic secondary', 'Text', { italic: true, type: 'secondary' }, 'text'],
  ['deleted', 'Text', { delete: true, type: 'danger' }, 'text'],
  ['code', 'Text', { code: true }, 'text'],
  ['every decoration', 'Text', { strong: true, italic: true, code: true, delete: true, underline: true, mark: true, keyboard: true }, 'text'],
  ['one line cut short', 'Text', { ellipsis: true }, 'text'],
  ['cut short, secondary, styled, with a title', 'Text', { ellipsis: true, type: 'secondary', style: { maxWidth: 200 }, title: 'Luna' }, 'text'],
  ['not cut short', 'Text', { ellipsis: false }, 'text'],
  ['a class and a style', 'Text', { className: 'stat', style: { fontSize: 20, fontWeight: 600 } }, 'number'],
  ['an empty class', 'Text', { className: '' }, 'text'],
  ['passed-through attributes', 'Text', { id: 'label', 'data-testid': 'viewer-count', 'aria-label': '3 watching', 'data-count': '3', role: 'status', 'aria-live': 'polite' }, 'number'],
  ['attributes in another order', 'Text', { 'data-seconds-left': '30', title: 'Time left', id: 'x', 'aria-label': 'Time left' }, 'text'],
  ['mixed children', 'Text', { type: 'secondary' }, 'text, a number and an element'],
  ['empty values among children', 'Text', { strong: true }, 'an element and empty values'],
  ['a fragment among children', 'Text', {}, 'a fragment and text'],
  ['no children', 'Text', {}, 'none'],
  ['heading', 'Title', {}, 'text'],
  ...([1, 2, 3, 4, 5] as const).map((level): [string, Kind, Props, keyof typeof children] => [`heading ${level}`, 'Title', { level, style: { margin: 0 }, 'data-testid': 'page-title' }, 'text']),
  ['heading with a class', 'Title', { level: 2, className: 'title' }, 'text and a value'],
  ['paragraph', 'Paragraph', {}, 'text'],
  ['secondary paragraph', 'Paragraph', { type: 'secondary' }, 'text and a value'],
  ['styled paragraph', 'Paragraph', { type: 'secondary', style: { marginBottom: 0 }, 'data-testid': 'empty-hint', className: 'hint' }, 'text, a number and an element'],
  ['paragraph cut short', 'Paragraph', { ellipsis: true }, 'text'],
];

function theirs(kind: Kind, props: Props, content: ReactNode, theme: 'light' | 'dark') {
  const element = React.createElement(antd.Typography[kind] as React['Fragment'], props as never, content);
  return renderToString(React.createElement(antd.ConfigProvider, { theme: { ...antdThemeConfig(theme), zeroRuntime: true } }, element));
}

function mine(kind: Kind, props: Props, content: ReactNode) {
  return renderToString(React.createElement(plain.Typography[kind] as React['Fragment'], props as never, content));
}

describe('plain typography', () => {
  it.each(cases)("renders antd's HTML: %s", (_name, kind, props, child) => {
    const content = children[child]();
    const expected = theirs(kind, props, content, 'light');
    expect(mine(kind, props, content)).toBe(expected);
    // The hash and the variables class are the same in both themes.
    expect(theirs(kind, props, content, 'dark')).toBe(expected);
  });

  it('wears the class names the static stylesheet styles', () => {
    const html = mine('Text', { type: 'secondary', ellipsis: true }, 'Luna');
    expect(html).toMatch(/^<span class="ant-typography ant-typography-secondary ant-typography-ellipsis ant-typography-ellipsis-single-line css-\w+ \w+">Luna<\/span>$/);
  });

  it('keeps Typography among the components whose styles the stylesheet holds', () => {
    expect(plain.WEARS_ANTD_STYLES).toEqual(['Typography']);
  });
});
