// antd's theme around the parts of the profile and the directory that still draw with antd (the dialogs, the
// filter panel, the order select, the tabs' lists, the rare empty and failure states). The pages' first screens
// are plain elements that need no antd, so antd's ConfigProvider need not be around them; each antd part brings
// it along (AntdTheme, antd-theme-provider.tsx) in its own chunk, loaded with that part. Inside a page that is
// itself wrapped in the theme, the inner one changes nothing.
import type { ComponentType } from 'react';
import { AntdTheme } from '@/components/app/antd-theme-provider';

export const AntdScope = AntdTheme;

/** `Component` inside AntdScope. */
export function withAntdScope<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function Scoped(props: P) {
    return (
      <AntdScope>
        <Component {...props} />
      </AntdScope>
    );
  }
  Scoped.displayName = `withAntdScope(${Component.displayName || Component.name || 'Component'})`;
  return Scoped;
}
