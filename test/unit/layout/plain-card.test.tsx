// The plain card and avatar take their look from CSS modules (the theme's variables) instead of antd's tokens read
// in each render: what they render, and that the modules' sizes are antd's tokens for the card and avatar.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { PlainAvatar } from '@/components/layout/plain-avatar';
import { PlainCard } from '@/components/layout/plain-card';

const moduleCss = (name: string) => readFileSync(join(__dirname, '../../../src/components/layout', name), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
/** The declarations of `selector`'s rule in `css`. */
const rule = (css: string, selector: string) => {
  const found = new RegExp(`(^|\\n)${selector.replace(/[.>+]/g, (c) => `\\${c}`)} \\{([^}]*)\\}`).exec(css);
  if (!found) throw new Error(`no rule ${selector}`);
  return Object.fromEntries(
    found[2]
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => d.split(/:\s*/) as [string, string]),
  );
};

it('a card renders its title row with the extra at its end, its body, and passes test ids and data on', () => {
  render(
    <PlainCard title="Suggested" extra={<a href="/performers">See all</a>} data-testid="card" data-feed-id="f1" bodyStyle={{ padding: 4 }}>
      Body
    </PlainCard>,
  );
  const card = screen.getByTestId('card');
  expect(card.tagName).toBe('SECTION');
  expect(card).toHaveAttribute('data-feed-id', 'f1');
  const [head, body] = [...card.children];
  expect(head).toHaveTextContent('SuggestedSee all');
  expect(head.lastElementChild).toContainElement(screen.getByRole('link', { name: 'See all' }));
  expect(body).toHaveTextContent('Body');
  expect((body as HTMLElement).style.padding).toBe('4px');
});

it('a card without a title has no title row', () => {
  render(<PlainCard data-testid="card">Only the body</PlainCard>);
  expect(screen.getByTestId('card').children).toHaveLength(1);
});

it('a cover sits between the title row and the body', () => {
  render(
    <PlainCard title="Gallery" cover={<img alt="Cover picture" src="/cover.jpg" />} data-testid="card">
      Body
    </PlainCard>,
  );
  const [head, cover, body] = [...screen.getByTestId('card').children];
  expect(head).toHaveTextContent('Gallery');
  expect(cover).toContainElement(screen.getByRole('img', { name: 'Cover picture' }));
  expect(body).toHaveTextContent('Body');
});

it('actions sit in a row of cells under the body, one cell each; none, no row', () => {
  const { container, rerender } = render(
    <PlainCard title="Home" actions={[<button key="e">Edit</button>, <button key="d">Delete</button>]} data-testid="card">
      <p>Body</p>
    </PlainCard>,
  );
  const row = screen.getByTestId('card').lastElementChild!;
  expect(row.tagName).toBe('UL');
  expect([...row.children].map((cell) => [cell.tagName, cell.textContent])).toEqual([
    ['LI', 'Edit'],
    ['LI', 'Delete'],
  ]);
  expect(row.previousElementSibling).toHaveTextContent('Body');
  rerender(
    <PlainCard title="Home" actions={[]} data-testid="card">
      <p>Body</p>
    </PlainCard>,
  );
  expect(container.querySelector('ul')).toBeNull();
  const css = moduleCss('plain-card.module.css');
  expect(rule(css, '.actions')).toMatchObject({ display: 'flex', 'border-top': '1px solid var(--ant-color-border-secondary)' });
  expect(rule(css, '.actions > li + li')).toMatchObject({ 'border-inline-start': '1px solid var(--ant-color-border-secondary)' });
});

it("the card's stylesheet uses antd's Card sizes and the theme's variables", () => {
  const token = theme.getDesignToken();
  const css = moduleCss('plain-card.module.css');
  expect(rule(css, '.card')).toMatchObject({
    background: 'var(--ant-color-bg-container)',
    border: `${token.lineWidth}px ${token.lineType} var(--ant-color-border-secondary)`,
    'border-radius': `${token.borderRadiusLG}px`,
    'font-size': `${token.fontSize}px`,
  });
  expect(rule(css, '.head')).toMatchObject({ padding: `0 ${token.paddingLG}px`, 'font-size': `${token.fontSizeLG}px`, 'font-weight': `${token.fontWeightStrong}` });
  expect(rule(css, '.body')).toMatchObject({ padding: `${token.paddingLG}px` });
  expect(rule(css, '.small > .body')).toMatchObject({ padding: `${token.paddingSM}px` });
  expect(rule(css, '.bodySM')).toMatchObject({ padding: `${token.paddingSM}px` });
  // antd's cover: over the border at the top and sides, its picture rounded with the card's top corners.
  expect(rule(css, '.cover')).toMatchObject({ margin: `-${token.lineWidth}px -${token.lineWidth}px 0` });
  expect(css).toContain(`.cover > * {\n  display: block;\n  width: 100%;\n  border-radius: ${token.borderRadiusLG}px ${token.borderRadiusLG}px 0 0;\n}`);
});

it('an avatar of a size the stylesheet has no class for is sized inline; its missing picture shows the user icon', () => {
  render(<PlainAvatar size={50} />);
  const frame = document.querySelector<HTMLElement>('.fs-avatar')!;
  expect(frame.style.width).toBe('50px');
  expect(frame.style.fontSize).toBe('25px');
  expect(frame.querySelector('.anticon-user')).not.toBeNull();
});

it("the avatar's size classes are square with the icon at half the size", () => {
  const css = moduleCss('plain-avatar.module.css');
  for (const size of [32, 40, 56, 64, 72]) {
    expect(css).toContain(`.s${size} { width: ${size}px; height: ${size}px; font-size: ${size / 2}px; }`);
  }
});
