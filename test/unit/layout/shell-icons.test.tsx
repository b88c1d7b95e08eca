import * as icons from '@ant-design/icons';
import { renderToStaticMarkup } from 'react-dom/server';
import { ShellIcon, shellIcons, type ShellIconName } from '@/components/layout/shell-icons';

const names = Object.keys(shellIcons) as ShellIconName[];

describe("the header's plain icons", () => {
  it.each(names)("%s renders @ant-design/icons' markup", (name) => {
    const Antd = icons[name];
    expect(renderToStaticMarkup(<ShellIcon icon={name} />)).toBe(renderToStaticMarkup(<Antd />));
  });

  it('passes a class, a style and other attributes to the span, as antd does', () => {
    const props = { className: 'extra', style: { fontSize: 18 }, 'data-testid': 'icon', title: 'Cart' };
    expect(renderToStaticMarkup(<ShellIcon icon="ShoppingCartOutlined" {...props} />)).toBe(renderToStaticMarkup(<icons.ShoppingCartOutlined {...props} />));
  });
});
