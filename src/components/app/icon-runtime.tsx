// @ant-design/icons adds a global style of its own to the page when an icon mounts, unless its context says
// antd runs without its style runtime (antd's ConfigProvider tells it so inside a themed page). The app shell
// says the same for the whole page, so an icon a plain page (or a plain part of the shell) still draws with
// @ant-design/icons looks as it does inside antd's theme, and the icons' style never arrives late. Only the
// icons' context (a few bytes) loads with it, not their runtime.
import IconContext from '@ant-design/icons/es/components/Context';
import type { ReactNode } from 'react';
import { ANTD_ZERO_RUNTIME } from './antd-zero-runtime';

const ICONS = { zeroRuntime: ANTD_ZERO_RUNTIME };

export function IconRuntime({ children }: { children: ReactNode }) {
  return <IconContext.Provider value={ICONS}>{children}</IconContext.Provider>;
}
