// The shell's icons (antd's outlined set) with the markup @ant-design/icons renders (the `anticon` span and its
// svg), so antd's styles for icons inside its buttons and badges apply as before, but drawn from the site's icon
// file with <use> (common/icon-sprite): every page carries the header's, the rail's and the bottom bar's icons,
// some twice, and their outlines were about a sixth of a page's HTML and 3.5 kB of the shell's JavaScript.
// test/unit/layout/shell-icons.test.tsx compares each icon's markup with antd's and its symbol with antd's outline.
import type { HTMLAttributes } from 'react';
import { spriteHref } from '@/components/common/icon-sprite/sprite-file';
import { symbolId } from '@/components/common/icon-sprite/symbol-id';

// Drawn by the header and the navigation rail and bar (nav-items.ts), which every page carries: antd's name of
// each (the rail takes the lighter of equally fitting outlines, a book for bookmarks, a shield for the admin's
// tools rather than the far larger gear, as the icon file is fetched by every first visit).
export const shellIcons = {
  MoonOutlined: 'moon',
  SunOutlined: 'sun',
  MenuOutlined: 'menu',
  WalletOutlined: 'wallet',
  ShoppingCartOutlined: 'shopping-cart',
  MessageOutlined: 'message',
  HomeOutlined: 'home',
  BellOutlined: 'bell',
  BookOutlined: 'book',
  CrownOutlined: 'crown',
  UserOutlined: 'user',
  PlusSquareOutlined: 'plus-square',
  SafetyOutlined: 'safety',
} as const;

export type ShellIconName = keyof typeof shellIcons;

export type ShellIconProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'> & { icon: ShellIconName };

export function ShellIcon({ icon, className, ...rest }: ShellIconProps) {
  const name = shellIcons[icon];
  return (
    <span role="img" aria-label={name} {...rest} className={`anticon anticon-${name}${className ? ` ${className}` : ''}`}>
      <svg focusable="false" data-icon={name} width="1em" height="1em" fill="currentColor" aria-hidden="true">
        <use href={spriteHref(symbolId({ name, theme: 'outlined' }))} />
      </svg>
    </span>
  );
}
