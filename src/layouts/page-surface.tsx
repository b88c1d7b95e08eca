// The themed backdrop every layout draws on: antd's layout background, text colour and font.
import type { HTMLAttributes } from 'react';
import { cssVar, token } from '@/components/common/plain-tokens';

export function PageSurface({ style, ...rest }: HTMLAttributes<HTMLDivElement> & { 'data-testid'?: string }) {
  return (
    <div
      {...rest}
      style={{ background: cssVar.colorBgLayout, color: cssVar.colorText, fontFamily: token.fontFamily, fontSize: token.fontSize, ...style }}
    />
  );
}
