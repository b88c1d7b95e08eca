// /home's frame: the primary layout. The navigation rail and bar carry what the old side column listed (the
// account's ways), and the page lays out its own feed and suggestions (src/components/home).
import { PrimaryLayout } from './primary-layout';
import type { LayoutProps } from './types';

export function HomeLayout({ children }: LayoutProps) {
  return <PrimaryLayout>{children}</PrimaryLayout>;
}
