// A bordered panel drawn like antd's Card (border, radius, background) for the profile, with antd's theme values
// but none of its code: antd's Card brings its tabs and loading skeleton along, which the profile would then load
// with the page.
import type { CSSProperties, ReactNode } from 'react';
import { cssVar, token } from '@/components/common/plain-tokens';

export function ProfilePanel({ padding, style, children, ...rest }: { padding: CSSProperties['padding']; style?: CSSProperties; children: ReactNode; 'data-testid'?: string }) {
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
