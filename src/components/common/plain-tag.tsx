// antd's `<Tag color>` as a plain <span> wearing its class names (a preset colour such as "red" or "green", or a
// status such as "processing"), which the static stylesheet draws in both themes, with a style and an icon.
import type { HTMLAttributes, ReactNode } from 'react';
import { CSS_VAR_KEY } from '@/components/app/antd-theme';
import { classNames, useAntdHash } from './antd-hash';

/** The static stylesheet keeps antd's Tag rules for these tags (app/antd-stylesheet.tsx). */
export const WEARS_ANTD_STYLES = ['Tag'] as const;

export interface PlainTagProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'color' | 'className'> {
  /** A preset or status colour; none draws antd's default grey tag. */
  color?: string;
  icon?: ReactNode;
  children: ReactNode;
  'data-testid'?: string;
  [data: `data-${string}`]: string | undefined;
}

export function PlainTag({ color, icon, children, ...rest }: PlainTagProps) {
  const hash = useAntdHash();
  return (
    <span {...rest} className={classNames('ant-tag', 'ant-tag-filled', color && `ant-tag-${color}`, hash, CSS_VAR_KEY)}>
      {icon ? (
        <>
          {icon}
          <span>{children}</span>
        </>
      ) : (
        children
      )}
    </span>
  );
}
