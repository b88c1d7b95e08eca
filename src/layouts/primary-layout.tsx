// Header with brand, menus, theme toggle and account menu; the page; footer.
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { PageSurface } from './page-surface';
import type { LayoutProps } from './types';

export function PrimaryLayout({ children }: LayoutProps) {
  return (
    <PageSurface className="fs-page">
      <SiteHeader />
      <main className="fs-main">{children}</main>
      <SiteFooter />
    </PageSurface>
  );
}
