// The themed backdrop every layout draws on: antd's layout background, text colour and font.
import { theme } from 'antd';
import type { HTMLAttributes } from 'react';

export function PageSurface({ style, ...rest }: HTMLAttributes<HTMLDivElement> & { 'data-testid'?: string }) {
  const { token } = theme.useToken();
  return (
    <div
      {...rest}
      style={{ background: token.colorBgLayout, color: token.colorText, fontFamily: token.fontFamily, fontSize: token.fontSize, ...style }}
    />
  );
}
