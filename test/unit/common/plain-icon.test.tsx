// The plain icons draw what @ant-design/icons draws: each is @ant-design/icons-svg's own definition, the markup
// equals the icon components' (classes, role, label, svg attributes), and inside a sprite each icon points at a
// symbol the page defines exactly once.
import * as AntdIcons from '@ant-design/icons';
import type { AbstractNode } from '@ant-design/icons-svg/es/types';
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { IconSprite, PlainIcon, symbolId, type IconOutline } from '@/components/common/plain-icon';
import * as outlines from '@/components/common/plain-icon-outlines';
import * as userOutline from '@/components/common/plain-icon-user';

const ICON_OUTLINES = { ...outlines, ...userOutline } as unknown as Record<string, IconOutline>;
const keys = Object.keys(ICON_OUTLINES);
const { CloseCircleFilled, HeartFilled, HeartOutlined, LockOutlined, StarOutlined } = outlines;

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
  expect(mine.innerHTML).toBe(theirs.innerHTML);
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

describe('in a sprite', () => {
  it('icons point at symbols defined once, with the outline inside the symbol', () => {
    const { container } = render(
      <IconSprite icons={[HeartOutlined, CloseCircleFilled]}>
        <PlainIcon icon={HeartOutlined} data-testid="a" />
        <PlainIcon icon={HeartOutlined} data-testid="b" />
        <PlainIcon icon={CloseCircleFilled} data-testid="c" />
        <PlainIcon icon={LockOutlined} data-testid="d" />
      </IconSprite>,
    );
    for (const id of ['a', 'b']) {
      const icon = screen.getByTestId(id);
      expect(icon.querySelector('path')).toBeNull();
      expect(icon.querySelector('use')).toHaveAttribute('href', `#${symbolId(HeartOutlined)}`);
    }
    const symbol = container.querySelector(`symbol#${symbolId(HeartOutlined)}`)!;
    expect(symbol).toHaveAttribute('viewBox', svgOf(HeartOutlined).attrs.viewBox);
    expect(symbol.querySelector('path')).toHaveAttribute('d', svgOf(HeartOutlined).children![0].attrs.d);
    // The even-odd fill goes with the outline into the symbol.
    expect(container.querySelector(`symbol#${symbolId(CloseCircleFilled)} path`)).toHaveAttribute('fill-rule', 'evenodd');
    expect(screen.getByTestId('c').querySelector('svg')).not.toHaveAttribute('fill-rule');
    // An icon the sprite does not hold carries its own outline.
    expect(screen.getByTestId('d').querySelector('path')).toHaveAttribute('d', svgOf(LockOutlined).children![0].attrs.d);
    expect(container.querySelectorAll('symbol')).toHaveLength(2);
  });

  it('a sprite inside another defines only what the outer one does not', () => {
    const { container } = render(
      <IconSprite icons={[HeartOutlined]}>
        <IconSprite icons={[HeartOutlined, StarOutlined]}>
          <PlainIcon icon={HeartOutlined} data-testid="heart" />
          <PlainIcon icon={StarOutlined} data-testid="star" />
        </IconSprite>
      </IconSprite>,
    );
    expect(container.querySelectorAll(`#${symbolId(HeartOutlined)}`)).toHaveLength(1);
    expect(container.querySelectorAll(`#${symbolId(StarOutlined)}`)).toHaveLength(1);
    expect(screen.getByTestId('star').querySelector('use')).toHaveAttribute('href', `#${symbolId(StarOutlined)}`);
  });

  it('the outlined and filled icons of one name have different symbols', () => {
    expect(symbolId(HeartOutlined)).not.toBe(symbolId(HeartFilled));
  });

  it('an empty sprite draws nothing', () => {
    const { container } = render(
      <IconSprite icons={[]}>
        <PlainIcon icon={HeartOutlined} />
      </IconSprite>,
    );
    expect(container.querySelectorAll('symbol, use')).toHaveLength(0);
  });
});
