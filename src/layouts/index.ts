// Every layout a page can be shown in, keyed by the names pages/_app.tsx chooses from.
import type { ComponentType } from 'react';
import type { LayoutName } from '@/lib/page';
import { BlankLayout } from './blank-layout';
import { GeoBlockLayout } from './geo-block-layout';
import { HomeLayout } from './home-layout';
import { MaintenanceLayout } from './maintenance-layout';
import { PrimaryLayout } from './primary-layout';
import { PublicLayout } from './public-layout';
import type { LayoutProps } from './types';

export type { LayoutProps };

export const layouts: Record<LayoutName, ComponentType<LayoutProps>> = {
  primary: PrimaryLayout,
  public: PublicLayout,
  blank: BlankLayout,
  home: HomeLayout,
  maintenance: MaintenanceLayout,
  geoBlock: GeoBlockLayout,
};
