import type { LayoutProps } from './types';

/** No frame at all: the page draws everything itself. */
export function BlankLayout({ children }: LayoutProps) {
  return <>{children}</>;
}
