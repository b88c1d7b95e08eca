// antd's `<Flex>` as a plain <div> wearing its class names, for pages that load none of antd. The classes matter
// beyond the box's own layout: the theme's hash class scopes antd's global rules (its links: no underline, the
// link colour) to what is inside, so links in the box look as they did inside antd's Flex.
import type { CSSProperties, ReactNode } from 'react';
import { CSS_VAR_KEY } from '@/components/app/antd-theme';
import { classNames, useAntdHash } from './antd-hash';

export interface PlainFlexProps {
  vertical?: boolean;
  wrap?: boolean;
  justify?: 'center' | 'space-between' | 'flex-start' | 'flex-end';
  align?: 'center' | 'flex-start' | 'flex-end' | 'baseline' | 'stretch';
  /** px, put in the style as antd does for a number. */
  gap?: number;
  style?: CSSProperties;
  children: ReactNode;
  'data-testid'?: string;
}

export function PlainFlex({ vertical, wrap, justify, align, gap, style, children, 'data-testid': testId }: PlainFlexProps) {
  const hash = useAntdHash();
  const className = classNames(
    'ant-flex',
    hash,
    CSS_VAR_KEY,
    wrap && 'ant-flex-wrap-wrap',
    // antd stretches a vertical box's items unless told otherwise.
    (align ?? (vertical ? 'stretch' : undefined)) && `ant-flex-align-${align ?? 'stretch'}`,
    justify && `ant-flex-justify-${justify}`,
    vertical && 'ant-flex-vertical',
  );
  return (
    <div className={className} style={gap === undefined ? style : { ...style, gap }} data-testid={testId}>
      {children}
    </div>
  );
}
