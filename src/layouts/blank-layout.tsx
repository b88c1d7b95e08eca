import { HydrateLater } from './hydrate-later';
import type { LayoutProps } from './types';

/** No frame at all: the page draws everything itself (and hydrates after the shell, HydrateLater). */
export function BlankLayout({ children }: LayoutProps) {
  return <HydrateLater>{children}</HydrateLater>;
}
