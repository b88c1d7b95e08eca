// The primary layout with a right-hand column; on narrow screens the column stacks under the content.
import { HomeSidebar } from '@/components/layout/home-sidebar';
import { HydrateLater } from './hydrate-later';
import { PrimaryLayout } from './primary-layout';
import type { LayoutProps } from './types';

export function HomeLayout({ children }: LayoutProps) {
  return (
    <PrimaryLayout>
      <div className="fs-home-grid">
        <div style={{ minWidth: 0 }}>
          <HydrateLater>{children}</HydrateLater>
        </div>
        <aside aria-label="Sidebar" data-testid="home-sidebar">
          <HydrateLater>
            <HomeSidebar />
          </HydrateLater>
        </aside>
      </div>
    </PrimaryLayout>
  );
}
