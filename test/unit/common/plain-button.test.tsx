// The plain button wears antd's Button markup for every prop the pages and the header use (type, danger, ghost,
// size, shape, icon, loading, block, disabled, a link), with the class hash the static stylesheet styles, and
// behaves as a button: presses reach it unless it is disabled or loading.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SearchOutlined } from '@ant-design/icons';
import { fireEvent, screen } from '@testing-library/react';
import { Button, type ButtonProps } from 'antd';
import type { ReactElement } from 'react';
import { PlainButton, PlainLinkButton, type PlainButtonProps } from '@/components/common/plain-button';
import { markupShape } from '../../helpers/antd-markup';
import { fakeRouter, renderWithStore } from '../../helpers/render';

type Props = Omit<PlainButtonProps, 'href'> & { href?: string };

const cases: [string, Props][] = [
  ['default', { children: 'Follow' }],
  ['primary', { type: 'primary', children: 'Subscribe' }],
  ['primary ghost', { type: 'primary', ghost: true, children: 'Follow' }],
  ['text, small', { type: 'text', size: 'small', children: 'Filters' }],
  ['link, small', { type: 'link', size: 'small', children: 'Clear filters' }],
  ['large', { size: 'large', children: 'Big' }],
  ['danger primary with an icon', { type: 'primary', danger: true, icon: <SearchOutlined />, children: 'Watch live' }],
  ['danger default', { danger: true, children: 'Remove' }],
  ['loading', { loading: true, children: 'Send' }],
  ['loading with an icon', { loading: true, icon: <SearchOutlined />, children: 'Send' }],
  ['loading, icon only', { loading: true, icon: <SearchOutlined />, 'aria-label': 'Search' }],
  ['disabled', { disabled: true, children: 'Subscribed' }],
  ['block submit', { block: true, htmlType: 'submit', children: 'Search' }],
  ['icon only', { icon: <SearchOutlined />, 'aria-label': 'Search' }],
  ['round, text, icon only', { type: 'text', shape: 'circle', icon: <SearchOutlined />, 'aria-label': 'Open menu' }],
  ['a number', { children: 3 }],
  ['texts joined', { children: ['Load more ', 'videos'] }],
  ['an icon and a label as children', { type: 'text', children: [<SearchOutlined key="i" />, <span key="l">Filters</span>] }],
  ['a link', { href: '/luna', children: 'Luna' }],
  ['a primary link with an icon', { href: '/live', type: 'primary', danger: true, icon: <SearchOutlined />, children: 'Watch live' }],
  ['a text link with an icon', { href: '/wallet', type: 'text', icon: <SearchOutlined />, children: '$1.00' }],
  ['a block primary link', { href: '/auth/register', type: 'primary', block: true, children: 'Sign up' }],
  ['a link-type link', { href: '/performers', type: 'link', children: 'See all' }],
  ['a disabled link, icon only', { href: '/x', disabled: true, icon: <SearchOutlined />, 'aria-label': 'Previous page' }],
];

// antd names its class hash differently in development (and tests); the stylesheet holds the production name.
const classesOf = (el: Element) => [...el.classList].map((c) => c.replace(/^css-dev-only-do-not-override-/, 'css-')).sort();
const stylesheet = readFileSync(join(__dirname, '../../../styles/antd.css'), 'utf8');

function both(props: Props): [ReactElement, ReactElement] {
  return [<PlainButton {...(props as PlainButtonProps)} />, <Button {...(props as ButtonProps)} />];
}

describe('plain button', () => {
  it.each(cases)("wears antd's markup: %s", (_name, props) => {
    const [mine, theirs] = both(props);
    renderWithStore(
      <>
        <div data-testid="mine">{mine}</div>
        <div data-testid="theirs">{theirs}</div>
      </>,
    );
    const a = screen.getByTestId('mine').firstElementChild!;
    const b = screen.getByTestId('theirs').firstElementChild!;
    expect(markupShape(a)).toBe(markupShape(b));
    for (const attr of ['type', 'disabled', 'href', 'tabindex', 'aria-disabled']) expect([attr, a.getAttribute(attr)]).toEqual([attr, b.getAttribute(attr)]);
    expect(a.textContent).toBe(b.textContent);
  });

  it('reports presses, except while disabled or loading', () => {
    const onClick = jest.fn();
    renderWithStore(
      <>
        <PlainButton onClick={() => onClick('ready')}>Ready</PlainButton>
        <PlainButton onClick={() => onClick('loading')} loading>
          Busy
        </PlainButton>
        <PlainButton onClick={() => onClick('disabled')} disabled>
          Off
        </PlainButton>
        <PlainButton href="/x" onClick={() => onClick('disabled link')} disabled>
          Nowhere
        </PlainButton>
      </>,
    );
    for (const name of [/Ready/, /Busy/, /Off/]) fireEvent.click(screen.getByRole('button', { name }));
    fireEvent.click(screen.getByText('Nowhere'));
    expect(onClick.mock.calls).toEqual([['ready']]);
  });

  it('submits its form when it is a submit button', () => {
    const onSubmit = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
    renderWithStore(
      <form onSubmit={onSubmit}>
        <PlainButton htmlType="submit">Search</PlainButton>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('as a link button, navigates in-app on a plain click and leaves other clicks to the browser', () => {
    const router = fakeRouter();
    renderWithStore(<PlainLinkButton href="/creator/account">Edit profile</PlainLinkButton>, { router });
    const link = screen.getByRole('link', { name: 'Edit profile' });
    expect(link).toHaveAttribute('href', '/creator/account');
    fireEvent.click(link, { ctrlKey: true });
    expect(router.push).not.toHaveBeenCalled();
    fireEvent.click(link);
    expect(router.push).toHaveBeenCalledWith('/creator/account');
  });

  it('as a link button, wears the markup of antd\'s Button with href', () => {
    renderWithStore(
      <>
        <PlainLinkButton href="/performers" type="primary" icon={<SearchOutlined />} data-testid="mine">
          See all
        </PlainLinkButton>
        <Button href="/performers" type="primary" icon={<SearchOutlined />} data-testid="theirs">
          See all
        </Button>
      </>,
    );
    const [mine, theirs] = [screen.getByTestId('mine'), screen.getByTestId('theirs')];
    expect(classesOf(mine)).toEqual(classesOf(theirs));
    expect(mine.innerHTML).toBe(theirs.innerHTML);
    expect(mine.getAttribute('href')).toBe(theirs.getAttribute('href'));
  });

  it('carries the class hash the static stylesheet styles, with a rule for each class of its look', () => {
    renderWithStore(
      <>
        <PlainLinkButton href="/a">a</PlainLinkButton>
        <PlainButton type="primary">b</PlainButton>
        <PlainButton type="text" shape="circle" icon={<SearchOutlined />} aria-label="c" />
        <PlainButton type="link" danger loading>
          d
        </PlainButton>
      </>,
    );
    const buttons = [screen.getByRole('link', { name: 'a' }), ...['b', 'c', /d/].map((name) => screen.getByRole('button', { name }))];
    for (const el of buttons) {
      const classes = classesOf(el);
      const hash = classes.find((c) => c.startsWith('css-'));
      expect(hash).toBeDefined();
      expect(stylesheet).toContain(`:where(.${hash}).ant-btn{`);
      for (const cls of classes.filter((c) => /^ant-btn-(color|variant|circle|icon-only)/.test(c))) {
        expect(stylesheet).toMatch(new RegExp(`:where\\(\\.${hash}\\)\\.ant-btn[^{,]*\\.${cls}(?![\\w-])`));
      }
    }
  });

  it("draws its loading spinner without @ant-design/icons' runtime: the outline of icons-svg, as antd's icon", () => {
    renderWithStore(
      <>
        <div data-testid="mine">
          <PlainButton loading>Send</PlainButton>
        </div>
        <div data-testid="theirs">
          <Button loading>Send</Button>
        </div>
      </>,
    );
    const spinner = (id: string) => screen.getByTestId(id).querySelector('.ant-btn-loading-icon')!;
    expect(spinner('mine').outerHTML).toBe(spinner('theirs').outerHTML);
    const source = readFileSync(join(__dirname, '../../../src/components/common/plain-button.tsx'), 'utf8');
    expect(source).not.toMatch(/from '@ant-design\/icons'/);
  });
});
