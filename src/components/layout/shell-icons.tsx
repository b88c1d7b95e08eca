// The shell's icons (antd's outlined set, from @ant-design/icons-svg) drawn as plain SVG, with the markup
// @ant-design/icons renders (the `anticon` span and its svg), so antd's styles for icons inside its buttons and
// badges apply as before. @ant-design/icons' runtime (its context, style insertion and SVG tree builder) would
// otherwise load on every page for a dozen icons. Each definition is the package's own module (its name, viewBox,
// fill rule and path); test/unit/layout/shell-icons.test.tsx compares each icon's markup with antd's.
import BellOutlined from '@ant-design/icons-svg/es/asn/BellOutlined';
import BookOutlined from '@ant-design/icons-svg/es/asn/BookOutlined';
import CrownOutlined from '@ant-design/icons-svg/es/asn/CrownOutlined';
import HomeOutlined from '@ant-design/icons-svg/es/asn/HomeOutlined';
import MenuOutlined from '@ant-design/icons-svg/es/asn/MenuOutlined';
import MessageOutlined from '@ant-design/icons-svg/es/asn/MessageOutlined';
import MoonOutlined from '@ant-design/icons-svg/es/asn/MoonOutlined';
import PlusSquareOutlined from '@ant-design/icons-svg/es/asn/PlusSquareOutlined';
import SafetyOutlined from '@ant-design/icons-svg/es/asn/SafetyOutlined';
import ShoppingCartOutlined from '@ant-design/icons-svg/es/asn/ShoppingCartOutlined';
import SunOutlined from '@ant-design/icons-svg/es/asn/SunOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import WalletOutlined from '@ant-design/icons-svg/es/asn/WalletOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import type { HTMLAttributes } from 'react';

// Drawn by the header and the navigation rail and bar (nav-items.ts), which every page carries; each costs
// every page its bytes, so the rail takes the lighter of equally fitting outlines (a book for bookmarks, a
// shield for the admin's tools rather than the far larger gear).
export const shellIcons = {
  MoonOutlined,
  SunOutlined,
  MenuOutlined,
  WalletOutlined,
  ShoppingCartOutlined,
  MessageOutlined,
  HomeOutlined,
  BellOutlined,
  BookOutlined,
  CrownOutlined,
  UserOutlined,
  PlusSquareOutlined,
  SafetyOutlined,
} satisfies Record<string, IconDefinition>;

export type ShellIconName = keyof typeof shellIcons;

export type ShellIconProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'> & { icon: ShellIconName };

export function ShellIcon({ icon, className, ...rest }: ShellIconProps) {
  const { name, icon: svg } = shellIcons[icon];
  // The outlined icons hold their svg as an object (only the two-tone ones are functions of their colours).
  if (typeof svg === 'function') throw new Error(`ShellIcon draws outlined icons, not the two-tone ${name}`);
  return (
    <span role="img" aria-label={name} {...rest} className={`anticon anticon-${name}${className ? ` ${className}` : ''}`}>
      <svg
        fillRule={svg.attrs['fill-rule'] === 'evenodd' ? 'evenodd' : undefined}
        viewBox={svg.attrs.viewBox}
        focusable="false"
        data-icon={name}
        width="1em"
        height="1em"
        fill="currentColor"
        aria-hidden="true"
      >
        {(svg.children ?? []).map((path) => (
          <path key={path.attrs.d} d={path.attrs.d} />
        ))}
      </svg>
    </span>
  );
}
