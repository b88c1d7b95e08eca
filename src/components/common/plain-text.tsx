// Headings and lines of text drawn with antd's tokens, for pages that show text only: antd's Typography
// brings its editing, copying and ellipsis-measuring code (a text area, a tooltip, the clipboard) to every
// page that uses it, although these pages never edit or copy. The tokens are antd's values as constants
// (plain-tokens.ts), so no theme hook (and none of antd's runtime) comes along.
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { cssVar, token } from './plain-tokens';

type Props = Omit<HTMLAttributes<HTMLElement>, 'style'> & { style?: CSSProperties; children: ReactNode; 'data-testid'?: string };

/** antd's Title, without its default margins (callers give their own). */
export function Heading({ level, style, children, ...rest }: Props & { level: 2 | 3 | 4 }) {
  const Tag = `h${level}` as const;
  const size = { 2: [token.fontSizeHeading2, token.lineHeightHeading2], 3: [token.fontSizeHeading3, token.lineHeightHeading3], 4: [token.fontSizeHeading4, token.lineHeightHeading4] }[level];
  return (
    <Tag {...rest} style={{ margin: 0, fontSize: size[0], lineHeight: size[1], fontWeight: token.fontWeightStrong, color: cssVar.colorTextHeading, ...style }}>
      {children}
    </Tag>
  );
}

/** Secondary text (antd's Text type="secondary"); `ellipsis` keeps it to one line. */
export function Muted({ ellipsis = false, style, children, ...rest }: Props & { ellipsis?: boolean }) {
  const cut: CSSProperties = ellipsis ? { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } : {};
  return (
    <span {...rest} style={{ color: cssVar.colorTextSecondary, ...cut, ...style }}>
      {children}
    </span>
  );
}

/** A paragraph (antd's Paragraph): the text colour, or the secondary one. */
export function Para({ secondary = false, style, children, ...rest }: Props & { secondary?: boolean }) {
  return (
    <div {...rest} style={{ marginBottom: '1em', fontSize: token.fontSize, lineHeight: token.lineHeight, color: secondary ? cssVar.colorTextSecondary : cssVar.colorText, ...style }}>
      {children}
    </div>
  );
}
