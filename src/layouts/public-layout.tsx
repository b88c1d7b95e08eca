// Auth pages: one centred card with the brand and a theme toggle.
import { PlainCard } from '@/components/layout/plain-card';
import { Copyright } from '@/components/layout/site-footer';
import { SiteBrand } from '@/components/layout/site-brand';
import { ThemeToggle } from '@/components/layout/theme-toggle';
import { PageSurface } from './page-surface';
import type { LayoutProps } from './types';

export function PublicLayout({ children }: LayoutProps) {
  return (
    <PageSurface className="fs-centered-page">
      <PlainCard className="fs-public-card">
        <div className="fs-public-top">
          <SiteBrand href="/" />
          <ThemeToggle />
        </div>
        <main>{children}</main>
      </PlainCard>
      <div style={{ marginTop: 16 }}>
        <Copyright />
      </div>
    </PageSurface>
  );
}
