// The plain icons draw what @ant-design/icons draws: each is @ant-design/icons-svg's own definition, the markup
// equals the icon components' (classes, role, label, svg attributes), an icon of the site's icon file points at
// its symbol there, and any other icon carries its outline.
import * as AntdIcons from '@ant-design/icons';
import type { AbstractNode } from '@ant-design/icons-svg/es/types';
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PlainIcon, symbolId, type IconOutline } from '@/components/common/plain-icon';
import { spriteHref } from '@/components/common/icon-sprite/sprite-file';
import { SPRITE_IDS } from '@/components/common/icon-sprite/sprite-ids';
import * as outlines from '@/components/common/plain-icon-outlines';
import * as userOutline from '@/components/common/plain-icon-user';

const ICON_OUTLINES = { ...outlines, ...userOutline } as unknown as Record<string, IconOutline>;
const keys = Object.keys(ICON_OUTLINES);
const { CloseCircleFilled, ExclamationCircleFilled, ExclamationCircleOutlined, HeartOutlined, LockOutlined } = outlines;

/** The icon's svg node in the package's definition. */
const svgOf = (icon: IconOutline) => icon.icon as AbstractNode;

it.each(keys)('%s is the definition of @ant-design/icons-svg, a tree of paths the plain icon draws', (key) => {
  const definition = require(`@ant-design/icons-svg/lib/asn/${key}`).default as IconOutline;
  expect(ICON_OUTLINES[key]).toBe(definition);
  // Drawn from an object (not a two-tone function), whose children are paths with only a `d`.
  const svg = svgOf(definition);
  expect(svg.tag).toBe('svg');
  expect(svg.children?.length).toBeGreaterThan(0);
  expect(svg.children?.every((child) => child.tag === 'path' && Object.keys(child.attrs).join() === 'd' && !child.children)).toBe(true);
});

it.each(keys)('%s renders the markup of its @ant-design/icons component', (key) => {
  const Antd = (AntdIcons as unknown as Record<string, ComponentType<Record<string, unknown>>>)[key];
  render(
    <>
      <div data-testid="mine">
        <PlainIcon icon={ICON_OUTLINES[key]} aria-label="Done" className="extra" style={{ color: 'red' }} data-testid="x" />
      </div>
      <div data-testid="theirs">
        <Antd aria-label="Done" className="extra" style={{ color: 'red' }} data-testid="x" />
      </div>
    </>,
  );
  const mine = screen.getByTestId('mine').firstElementChild!;
  const theirs = screen.getByTestId('theirs').firstElementChild!;
  expect([...mine.classList].sort()).toEqual([...theirs.classList].sort());
  const icon = ICON_OUTLINES[key];
  if (SPRITE_IDS.has(symbolId(icon))) {
    // From the icon file: antd's svg without its viewBox, fill rule and paths, which the file's symbol holds.
    const svg = theirs.querySelector('svg')!.cloneNode(false) as SVGElement;
    svg.removeAttribute('viewBox');
    svg.removeAttribute('fill-rule');
    svg.innerHTML = `<use href="${spriteHref(symbolId(icon))}"></use>`;
    expect(mine.innerHTML).toBe(svg.outerHTML);
  } else {
    expect(mine.innerHTML).toBe(theirs.innerHTML);
  }
  for (const name of ['role', 'aria-label', 'style', 'data-testid']) expect(mine.getAttribute(name)).toBe(theirs.getAttribute(name));
});

it('an icon without a label is named as antd names it, and aria-hidden hides it', () => {
  render(<PlainIcon icon={LockOutlined} aria-hidden data-testid="lock" />);
  expect(screen.getByTestId('lock')).toHaveAttribute('aria-label', 'lock');
  expect(screen.getByTestId('lock')).toHaveAttribute('aria-hidden', 'true');
});

it('a two-tone icon (a function of its colours in the package) is refused rather than drawn without them', () => {
  const twoTone = require('@ant-design/icons-svg/lib/asn/HeartTwoTone').default as IconOutline;
  expect(typeof twoTone.icon).toBe('function');
  expect(() => renderToStaticMarkup(<PlainIcon icon={twoTone} />)).toThrow('two-tone heart');
});

describe('from the icon file', () => {
  it('an icon the file holds points at its symbol there, without an outline or a viewBox of its own', () => {
    expect(SPRITE_IDS.has(symbolId(HeartOutlined))).toBe(true);
    render(<PlainIcon icon={HeartOutlined} data-testid="heart" />);
    const svg = screen.getByTestId('heart').querySelector('svg')!;
    expect(svg.querySelector('use')).toHaveAttribute('href', spriteHref(symbolId(HeartOutlined)));
    expect(svg.querySelector('path')).toBeNull();
    // The symbol's viewBox maps the outline into the svg's box; one on the svg too would shift it.
    expect(svg).not.toHaveAttribute('viewBox');
  });

  it('an icon the file does not hold carries its own outline, with its viewBox and fill rule', () => {
    expect(SPRITE_IDS.has(symbolId(CloseCircleFilled))).toBe(false);
    render(<PlainIcon icon={CloseCircleFilled} data-testid="close" />);
    const svg = screen.getByTestId('close').querySelector('svg')!;
    expect(svg.querySelector('use')).toBeNull();
    expect(svg).toHaveAttribute('viewBox', svgOf(CloseCircleFilled).attrs.viewBox);
    expect(svg).toHaveAttribute('fill-rule', 'evenodd');
    expect([...svg.querySelectorAll('path')].map((p) => p.getAttribute('d'))).toEqual(svgOf(CloseCircleFilled).children!.map((c) => c.attrs.d));
  });

  it('the outlined and filled icons of one name have different symbols', () => {
    expect(symbolId(ExclamationCircleOutlined)).not.toBe(symbolId(ExclamationCircleFilled));
  });
});
