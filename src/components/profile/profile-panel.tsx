// A bordered panel drawn like antd's Card (border, radius, background) for the profile. antd's Card brings
// its tabs and loading skeleton along, which the profile would then load with the page.
import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

export function ProfilePanel({ padding, style, children, ...rest }: { padding: CSSProperties['padding']; style?: CSSProperties; children: ReactNode; 'data-testid'?: string }) {
  const { token, cssVar } = theme.useToken();
  return (
    <section
      {...rest}
      style={{
        background: cssVar.colorBgContainer,
        border: `${token.lineWidth}px ${token.lineType} ${cssVar.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        color: cssVar.colorText,
        padding,
        ...style,
      }}
    >
      {children}
    </section>
  );
}
