// The frame of an admin screen: page title, the admin sub-navigation and the screen itself.
import type { ReactNode } from 'react';
import { TitledPage } from '@/components/common/page-container';
import { AdminNav } from './admin-nav';

export function AdminSection({ title, children, maxWidth = 1200 }: { title: string; children: ReactNode; maxWidth?: number }) {
  return (
    <TitledPage title={title} maxWidth={maxWidth} above={<AdminNav />}>
      {children}
    </TitledPage>
  );
}
