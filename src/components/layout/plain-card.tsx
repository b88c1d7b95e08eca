// A bordered panel drawn like antd's Card (its border, radius, padding, title row with the `extra` at its end,
// and the small size) for the layouts and the pages' first screens. antd's Card brings its tabs and loading
// skeleton along, which every page that shows one would then load. A `cover` (a grid item's picture) sits between
// the title row and the content as antd's does. Drawn by the classes of
// plain-card.module.css from the theme's CSS variables, not antd's tokens: no antd code runs to draw it, and a
// page of many cards (the timeline's posts) does not repeat the same inline styles on each. Other attributes (a
// test id, data-*) go on the panel.
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import styles from './plain-card.module.css';

type PanelAttributes = Omit<HTMLAttributes<HTMLElement>, 'title' | 'style' | 'children'> & { [data: `data-${string}`]: string | undefined };

export interface PlainCardProps extends PanelAttributes {
  title?: ReactNode;
  /** At the end of the title row (a "See all" link). */
  extra?: ReactNode;
  /** antd's small card: a lower title row and less padding. */
  size?: 'default' | 'small';
  /** A picture over the full width above the content, its top corners the card's. */
  cover?: ReactNode;
  /** The content's padding is antd's small one (12 px) under a default-size title row (a post, the timeline). */
  dense?: boolean;
  className?: string;
  style?: CSSProperties;
  /** The content's box (its padding). */
  bodyStyle?: CSSProperties;
  /** A row of equal cells under the content, split by lines (antd's card actions: edit, delete). */
  actions?: ReactNode[];
  children: ReactNode;
}

const join = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ');

export function PlainCard({ title, extra, size = 'default', cover, dense, className, style, bodyStyle, actions, children, ...rest }: PlainCardProps) {
  return (
    <section {...rest} className={join(styles.card, size === 'small' && styles.small, className)} style={style}>
      {title ? (
        <div className={styles.head}>
          <div className={styles.title}>{title}</div>
          {extra ? <div className={styles.extra}>{extra}</div> : null}
        </div>
      ) : null}
      {cover ? <div className={styles.cover}>{cover}</div> : null}
      <div className={join(styles.body, dense && styles.bodySM)} style={bodyStyle}>
        {children}
      </div>
      {actions?.length ? (
        <ul className={styles.actions}>
          {actions.map((action, i) => (
            <li key={i}>{action}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
