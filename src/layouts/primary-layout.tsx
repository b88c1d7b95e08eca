// Header with brand, menus, theme toggle and account menu; the page; footer. Each hydrates on its own, after
// the frame (HydrateLater).
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { HydrateLater } from './hydrate-later';
import { PageSurface } from './page-surface';
import type { LayoutProps } from './types';

export function PrimaryLayout({ children }: LayoutProps) {
  return (
    <PageSurface className="fs-page">
      <HydrateLater>
        <SiteHeader />
      </HydrateLater>
      <main className="fs-main">
        <HydrateLater>{children}</HydrateLater>
      </main>
      <HydrateLater>
        <SiteFooter />
      </HydrateLater>
    </PageSurface>
  );
}
