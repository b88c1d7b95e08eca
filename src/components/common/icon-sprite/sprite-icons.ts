// The icons kept in the site's icon file (icons.sprite.svg): the shell's (header, side rail, bottom bar), a post
// card's and a performer card's, which most pages draw, many of them several times. A page points at the file's
// <symbol>s with <use> instead of carrying each outline in its HTML (once per copy) and in its JavaScript; the
// file is fetched once and cached for good (its name carries its content's hash).
//
// This module holds the outlines, so only the generator (scripts/icon-sprite.ts) and tests import it; pages
// import sprite-ids.ts, which the generator writes from this list.
import BellOutlined from '@ant-design/icons-svg/es/asn/BellOutlined';
import BookOutlined from '@ant-design/icons-svg/es/asn/BookOutlined';
import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CheckOutlined from '@ant-design/icons-svg/es/asn/CheckOutlined';
import ClockCircleOutlined from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import CommentOutlined from '@ant-design/icons-svg/es/asn/CommentOutlined';
import CrownOutlined from '@ant-design/icons-svg/es/asn/CrownOutlined';
import GiftOutlined from '@ant-design/icons-svg/es/asn/GiftOutlined';
import HeartFilled from '@ant-design/icons-svg/es/asn/HeartFilled';
import HeartOutlined from '@ant-design/icons-svg/es/asn/HeartOutlined';
import HomeOutlined from '@ant-design/icons-svg/es/asn/HomeOutlined';
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import MenuOutlined from '@ant-design/icons-svg/es/asn/MenuOutlined';
import MessageOutlined from '@ant-design/icons-svg/es/asn/MessageOutlined';
import MoonOutlined from '@ant-design/icons-svg/es/asn/MoonOutlined';
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import PlusSquareOutlined from '@ant-design/icons-svg/es/asn/PlusSquareOutlined';
import PushpinFilled from '@ant-design/icons-svg/es/asn/PushpinFilled';
import SafetyOutlined from '@ant-design/icons-svg/es/asn/SafetyOutlined';
import ShoppingCartOutlined from '@ant-design/icons-svg/es/asn/ShoppingCartOutlined';
import StarFilled from '@ant-design/icons-svg/es/asn/StarFilled';
import StarOutlined from '@ant-design/icons-svg/es/asn/StarOutlined';
import SunOutlined from '@ant-design/icons-svg/es/asn/SunOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import WalletOutlined from '@ant-design/icons-svg/es/asn/WalletOutlined';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import { symbolId } from './symbol-id';

export const SPRITE_ICONS: readonly IconDefinition[] = [
  // The shell.
  BellOutlined,
  BookOutlined,
  CrownOutlined,
  HomeOutlined,
  MenuOutlined,
  MessageOutlined,
  MoonOutlined,
  PlusSquareOutlined,
  SafetyOutlined,
  ShoppingCartOutlined,
  SunOutlined,
  UserOutlined,
  WalletOutlined,
  // A post card.
  CheckCircleFilled,
  ClockCircleOutlined,
  CommentOutlined,
  GiftOutlined,
  HeartFilled,
  HeartOutlined,
  LockOutlined,
  PushpinFilled,
  StarFilled,
  StarOutlined,
  // A performer card's follow button.
  CheckOutlined,
  PlusOutlined,
];

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function svgOf(icon: IconDefinition): AbstractNode {
  if (typeof icon.icon === 'function') throw new Error(`The icon file holds outlined and filled icons, not the two-tone ${icon.name}`);
  return icon.icon;
}

/** The icon file's text: one <symbol> per icon, with the icon's viewBox, fill rule and paths. */
export function spriteSvg(icons: readonly IconDefinition[] = SPRITE_ICONS): string {
  const symbols = icons.map((icon) => {
    const svg = svgOf(icon);
    const fillRule = svg.attrs['fill-rule'] === 'evenodd' ? ' fill-rule="evenodd"' : '';
    const paths = (svg.children ?? []).map((child) => `<path d="${escape(child.attrs.d)}"${fillRule}/>`).join('');
    return `<symbol id="${symbolId(icon)}" viewBox="${escape(svg.attrs.viewBox)}">${paths}</symbol>`;
  });
  // The size is for the build's image loader, which reads one from every imported picture; <use> ignores it.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16">${symbols.join('')}</svg>\n`;
}

/** sprite-ids.ts's text: the symbols' ids, which is all a page needs to point at them. */
export function spriteIdsModule(icons: readonly IconDefinition[] = SPRITE_ICONS): string {
  const ids = icons.map((icon) => `  '${symbolId(icon)}',`).join('\n');
  return `// Written by scripts/icon-sprite.ts from sprite-icons.ts; do not edit. The ids of the symbols in icons.sprite.svg.\n/* prettier-ignore */\nexport const SPRITE_IDS: ReadonlySet<string> = new Set([\n${ids}\n]);\n`;
}
