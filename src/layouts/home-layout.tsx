// The primary layout with a right-hand column; on narrow screens the column stacks under the content.
import { HomeSidebar } from '@/components/layout/home-sidebar';
import { PrimaryLayout } from './primary-layout';
import type { LayoutProps } from './types';

export function HomeLayout({ children }: LayoutProps) {
  return (
    <PrimaryLayout>
      <div className="fs-home-grid">
        <div style={{ minWidth: 0 }}>{children}</div>
        <aside aria-label="Sidebar" data-testid="home-sidebar">
          <HomeSidebar />
        </aside>
      </div>
    </PrimaryLayout>
  );
}
