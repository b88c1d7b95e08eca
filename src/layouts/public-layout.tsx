// Auth pages: one centred card with the brand and a theme toggle. The top bar and the page each hydrate on
// their own, after the frame (HydrateLater).
import { PlainCard } from '@/components/layout/plain-card';
import { Copyright } from '@/components/layout/site-footer';
import { SiteBrand } from '@/components/layout/site-brand';
import { ThemeToggle } from '@/components/layout/theme-toggle';
import { HydrateLater } from './hydrate-later';
import { PageSurface } from './page-surface';
import type { LayoutProps } from './types';

export function PublicLayout({ children }: LayoutProps) {
  return (
    <PageSurface className="fs-centered-page">
      <PlainCard className="fs-public-card">
        <div className="fs-public-top">
          <HydrateLater>
            <SiteBrand href="/" />
            <ThemeToggle />
          </HydrateLater>
        </div>
        <main>
          <HydrateLater>{children}</HydrateLater>
        </main>
      </PlainCard>
      <div style={{ marginTop: 16 }}>
        <Copyright />
      </div>
    </PageSurface>
  );
}
