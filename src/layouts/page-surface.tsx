// The themed backdrop every layout draws on: antd's layout background, text colour and font.
import { theme } from 'antd';
import type { HTMLAttributes } from 'react';

export function PageSurface({ style, ...rest }: HTMLAttributes<HTMLDivElement> & { 'data-testid'?: string }) {
  const { token, cssVar } = theme.useToken();
  return (
    <div
      {...rest}
      style={{ background: cssVar.colorBgLayout, color: cssVar.colorText, fontFamily: token.fontFamily, fontSize: token.fontSize, ...style }}
    />
  );
}
