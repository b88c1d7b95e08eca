// Header with brand, menus, theme toggle and account corner; for a logged-in person the navigation rail beside
// the page (desktops) and the bar at the bottom (phones); the page; footer. Each hydrates on its own, after
// the frame (HydrateLater).
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { BottomBar, SideRail } from '@/components/layout/site-nav';
import { HydrateLater } from './hydrate-later';
import { PageSurface } from './page-surface';
import type { LayoutProps } from './types';

export function PrimaryLayout({ children }: LayoutProps) {
  return (
    <PageSurface className="fs-page">
      <HydrateLater>
        <SiteHeader />
      </HydrateLater>
      <div className="fs-body">
        <HydrateLater>
          <SideRail />
        </HydrateLater>
        <main className="fs-main">
          <HydrateLater>{children}</HydrateLater>
        </main>
      </div>
      <HydrateLater>
        <SiteFooter />
      </HydrateLater>
      <HydrateLater>
        <BottomBar />
      </HydrateLater>
    </PageSurface>
  );
}
