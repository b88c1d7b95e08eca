// The title and one-line lead at the top of each auth card, drawn with antd's heading tokens as plain elements:
// antd's Typography would bring its editing and copying code (a text area, a tooltip) to the log-in page.
import { theme } from 'antd';
import type { ReactNode } from 'react';

export function AuthHeading({ title, children }: { title: string; children?: ReactNode }) {
  const { token, cssVar } = theme.useToken();
  return (
    <div style={{ marginBottom: 20 }}>
      <h3
        style={{
          marginTop: 0,
          marginBottom: 4,
          color: cssVar.colorTextHeading,
          fontSize: token.fontSizeHeading3,
          lineHeight: token.lineHeightHeading3,
          fontWeight: token.fontWeightStrong,
        }}
      >
        {title}
      </h3>
      {children ? <span style={{ color: cssVar.colorTextSecondary }}>{children}</span> : null}
    </div>
  );
}
