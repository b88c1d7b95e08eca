// antd's icons as plain elements: the markup @ant-design/icons renders (its classes, role, label and svg
// attributes, so antd's stylesheet and the components' icon rules treat them the same), drawn from the icon
// definitions of @ant-design/icons-svg (imported one module per icon, plain-icon-outlines.ts) without loading
// @ant-design/icons. An icon of the site's icon file (icon-sprite/sprite-icons.ts: the shell's, the post cards'
// and the performer cards' icons, which pages repeat) points at its symbol there with <use> instead of carrying
// its outline; its svg then has no viewBox of its own, the symbol's maps the outline into the svg's box (with the
// icon's viewBox on both, <use> would draw it 7 % up and left).
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import type { CSSProperties, HTMLAttributes } from 'react';
import { spriteHref } from './icon-sprite/sprite-file';
import { SPRITE_IDS } from './icon-sprite/sprite-ids';
import { symbolId } from './icon-sprite/symbol-id';

export { symbolId };

/** An icon of @ant-design/icons-svg: its name, theme and svg tree. */
export type IconOutline = IconDefinition;

/**
 * The icon's svg node. The outlined and filled icons hold it as an object; the two-tone ones are functions of
 * their colours, which these plain icons do not draw.
 */
function svgOf(icon: IconOutline): AbstractNode {
  if (typeof icon.icon === 'function') throw new Error(`PlainIcon draws outlined and filled icons, not the two-tone ${icon.name}`);
  return icon.icon;
}

/** The outline: the `d` of each path under the icon's svg (all the package's outlined and filled icons hold). */
const pathsOf = (svg: AbstractNode) => (svg.children ?? []).map((child) => child.attrs.d);

/** The svg's fill rule: even-odd for the few icons that set it, else the default. */
const fillRuleOf = (svg: AbstractNode) => (svg.attrs['fill-rule'] === 'evenodd' ? 'evenodd' : undefined);

export interface PlainIconProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  icon: IconOutline;
  style?: CSSProperties;
  'data-testid'?: string;
}

export function PlainIcon({ icon, className, ...rest }: PlainIconProps) {
  const id = symbolId(icon);
  const inFile = SPRITE_IDS.has(id);
  const svg = svgOf(icon);
  // antd spins its loading icon by default.
  const classes = ['anticon', `anticon-${icon.name}`, icon.name === 'loading' ? 'anticon-spin' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <span role="img" aria-label={icon.name} {...rest} className={classes}>
      <svg
        fillRule={inFile ? undefined : fillRuleOf(svg)}
        viewBox={inFile ? undefined : svg.attrs.viewBox}
        focusable="false"
        data-icon={icon.name}
        width="1em"
        height="1em"
        fill="currentColor"
        aria-hidden="true"
      >
        {inFile ? <use href={spriteHref(id)} /> : pathsOf(svg).map((d) => <path key={d} d={d} />)}
      </svg>
    </span>
  );
}
