// What antd's style hooks return in zero-runtime mode, without the style generators they are made from. The
// browser's production bundle calls these in place of antd's `genStyleHooks` and its siblings
// (scripts/antd-zero-style-loader.cjs says why); the styles themselves are in the static stylesheet.
// antd's token hook from its own module: through antd/es/theme/internal it would come back round to the module
// that makes the factories, which calls zeroStyleUtils below as it loads.
import useToken from 'antd/es/theme/useToken';
import type { ComponentType } from 'react';

type StyleHook = (prefixCls: string, rootCls?: string) => [hashId: string, cssVarCls: string | undefined];

/** antd's hook gives the theme's hash class (empty when unhashed) and the CSS variables' class. */
export function zeroStyleHooks(): StyleHook {
  return function useZeroStyle() {
    const [, , hashId, , cssVar] = useToken();
    return [hashId, cssVar?.key];
  };
}

/** The single-result form some components use (the wave effect, grid rows and columns). */
export function zeroComponentStyleHook(): (prefixCls: string, rootCls?: string) => string {
  return function useZeroStyle() {
    return useToken()[2];
  };
}

/** A sub-style component renders nothing; in zero-runtime mode antd's renders nothing either. */
export function zeroSubStyleComponent(): ComponentType<{ prefixCls: string; rootCls?: string }> {
  return function ZeroSubStyle() {
    return null;
  };
}

/** ConfigProvider's icon reset style: in the static stylesheet already, so nothing to register. */
export function zeroResetIconStyle(): void {}

/** The three factories, as antd's `genStyleUtils` makes them from its shared style helpers. */
export function zeroStyleUtils() {
  return { genStyleHooks: zeroStyleHooks, genComponentStyleHook: zeroComponentStyleHook, genSubStyleComponent: zeroSubStyleComponent };
}
