// The shell's icons draw @ant-design/icons' markup from the site's icon file: antd's span and svg, with a <use>
// of the icon's symbol in place of its viewBox, fill rule and paths (which the symbol holds; the icon file's own
// test compares them with the package's outlines).
import * as icons from '@ant-design/icons';
import { renderToStaticMarkup } from 'react-dom/server';
import { SPRITE_IDS } from '@/components/common/icon-sprite/sprite-ids';
import { ShellIcon, shellIcons, type ShellIconName } from '@/components/layout/shell-icons';
import { withIconFromFile } from '../../helpers/icon-file';

const names = Object.keys(shellIcons) as ShellIconName[];

const antdFromFile = (markup: string, name: string) => withIconFromFile(markup, { name, theme: 'outlined' });

describe("the header's plain icons", () => {
  it.each(names)("%s renders @ant-design/icons' markup, pointing at its symbol in the icon file", (name) => {
    const Antd = icons[name];
    expect(SPRITE_IDS.has(`fs-icon-${shellIcons[name]}-o`)).toBe(true);
    expect(renderToStaticMarkup(<ShellIcon icon={name} />)).toBe(antdFromFile(renderToStaticMarkup(<Antd />), shellIcons[name]));
  });

  it('passes a class, a style and other attributes to the span, as antd does', () => {
    const props = { className: 'extra', style: { fontSize: 18 }, 'data-testid': 'icon', title: 'Cart' };
    expect(renderToStaticMarkup(<ShellIcon icon="ShoppingCartOutlined" {...props} />)).toBe(
      antdFromFile(renderToStaticMarkup(<icons.ShoppingCartOutlined {...props} />), 'shopping-cart'),
    );
  });
});
