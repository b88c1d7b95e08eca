// A bordered panel drawn like antd's Card (its border, radius, padding and title row) for the layouts. antd's
// Card brings its tabs and loading skeleton along, which the app shell would then load on every page.
import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

export function PlainCard({ title, className, style, children }: { title?: ReactNode; className?: string; style?: CSSProperties; children: ReactNode }) {
  const { token, cssVar } = theme.useToken();
  return (
    <section
      className={className}
      style={{
        background: cssVar.colorBgContainer,
        border: `${token.lineWidth}px ${token.lineType} ${cssVar.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        color: cssVar.colorText,
        ...style,
      }}
    >
      {title ? (
        <div
          style={{
            padding: `0 ${token.paddingLG}px`,
            minHeight: 56,
            display: 'flex',
            alignItems: 'center',
            fontWeight: token.fontWeightStrong,
            fontSize: token.fontSizeLG,
            borderBottom: `${token.lineWidth}px ${token.lineType} ${cssVar.colorBorderSecondary}`,
          }}
        >
          {title}
        </div>
      ) : null}
      <div style={{ padding: token.paddingLG }}>{children}</div>
    </section>
  );
}
