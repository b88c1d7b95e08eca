// antd's icons as plain elements: the markup @ant-design/icons renders (its classes, role, label and svg
// attributes, so antd's stylesheet and the components' icon rules treat them the same), drawn from the icon
// definitions of @ant-design/icons-svg (imported one module per icon, plain-icon-outlines.ts) without loading
// @ant-design/icons. Inside an IconSprite, an icon points at the sprite's <symbol> with <use> instead of carrying
// its outline: the ten posts of a timeline page repeat the same eight icons, whose outlines were about a third of
// /home's HTML.
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import { createContext, useContext, useMemo, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';

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

/** The id of an icon's <symbol> in a sprite. */
export const symbolId = (icon: IconOutline) => `fs-icon-${icon.name}-${icon.theme === 'filled' ? 'f' : 'o'}`;

/** The icons the nearest sprites above define. */
const SpriteIcons = createContext<ReadonlySet<IconOutline>>(new Set());

export interface PlainIconProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  icon: IconOutline;
  style?: CSSProperties;
  'data-testid'?: string;
}

export function PlainIcon({ icon, className, ...rest }: PlainIconProps) {
  const inSprite = useContext(SpriteIcons).has(icon);
  const svg = svgOf(icon);
  // antd spins its loading icon by default.
  const classes = ['anticon', `anticon-${icon.name}`, icon.name === 'loading' ? 'anticon-spin' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <span role="img" aria-label={icon.name} {...rest} className={classes}>
      <svg
        fillRule={inSprite ? undefined : fillRuleOf(svg)}
        viewBox={svg.attrs.viewBox}
        focusable="false"
        data-icon={icon.name}
        width="1em"
        height="1em"
        fill="currentColor"
        aria-hidden="true"
      >
        {inSprite ? <use href={`#${symbolId(icon)}`} /> : pathsOf(svg).map((d) => <path key={d} d={d} />)}
      </svg>
    </span>
  );
}

/**
 * Defines `icons` once (hidden <symbol>s) for the PlainIcons inside it, which then point at them. Icons a sprite
 * further up already defines are not defined again (ids stay unique in the page).
 */
export function IconSprite({ icons, children }: { icons: readonly IconOutline[]; children: ReactNode }) {
  const above = useContext(SpriteIcons);
  const own = icons.filter((icon) => !above.has(icon));
  const key = own.map(symbolId).join(' ');
  // Keyed by the ids, so a new array of the same icons keeps the context value (and the icons' renders).
  const all = useMemo(() => new Set([...above, ...own]), [above, key]);
  return (
    <SpriteIcons.Provider value={all}>
      {own.length ? (
        // Out of the layout (a flex column's gaps skip absolutely placed children) and of the accessibility tree.
        <svg aria-hidden="true" focusable="false" width="0" height="0" style={{ position: 'absolute', overflow: 'hidden' }}>
          {own.map((icon) => {
            const svg = svgOf(icon);
            return (
              <symbol key={symbolId(icon)} id={symbolId(icon)} viewBox={svg.attrs.viewBox}>
                {pathsOf(svg).map((d) => (
                  <path key={d} d={d} fillRule={fillRuleOf(svg)} />
                ))}
              </symbol>
            );
          })}
        </svg>
      ) : null}
      {children}
    </SpriteIcons.Provider>
  );
}
