// antd's `<Tag color>` as a plain <span> wearing its class names (a preset colour such as "red" or "green", or a
// status such as "processing"), which the static stylesheet draws in both themes, with a style and an icon.
import type { CSSProperties, ReactNode } from 'react';
import { CSS_VAR_KEY } from '@/components/app/antd-theme';
import { classNames, useAntdHash } from './antd-hash';

export interface PlainTagProps {
  color: string;
  icon?: ReactNode;
  style?: CSSProperties;
  children: ReactNode;
  'data-testid'?: string;
}

export function PlainTag({ color, icon, style, children, 'data-testid': testId }: PlainTagProps) {
  const hash = useAntdHash();
  return (
    <span className={classNames('ant-tag', 'ant-tag-filled', `ant-tag-${color}`, hash, CSS_VAR_KEY)} style={style} data-testid={testId}>
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
