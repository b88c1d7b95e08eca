// A centred column for page content that narrows with the screen (down to 360 px wide). In a file of its
// own so a page that needs only the column does not load page-container.tsx's antd Card and Typography; its
// spacing is antd's, from plain-tokens.ts rather than antd's theme hook.
import type { CSSProperties, ReactNode } from 'react';
import { token } from './plain-tokens';

export function PageContainer({ children, maxWidth = 880 }: { children: ReactNode; maxWidth?: number }) {
  const style: CSSProperties = {
    width: '100%',
    maxWidth,
    margin: '0 auto',
    padding: `${token.paddingLG}px ${token.paddingSM}px`,
    boxSizing: 'border-box',
  };
  return <div style={style}>{children}</div>;
}
