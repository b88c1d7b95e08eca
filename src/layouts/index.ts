// Every layout a page can be shown in, keyed by the names pages/_app.tsx chooses from. The maintenance and
// geo-block notices are rare, so their code (antd's Result and its pictures) loads only when one is shown:
// next/dynamic renders them on the server and lists their chunk in that page, which the browser loads
// before it hydrates.
import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import type { LayoutName } from '@/lib/page';
import { BlankLayout } from './blank-layout';
import { HomeLayout } from './home-layout';
import { PrimaryLayout } from './primary-layout';
import { PublicLayout } from './public-layout';
import type { LayoutProps } from './types';

export type { LayoutProps };

const MaintenanceLayout = dynamic(() => import('./maintenance-layout').then((m) => m.MaintenanceLayout));
const GeoBlockLayout = dynamic(() => import('./geo-block-layout').then((m) => m.GeoBlockLayout));

export const layouts: Record<LayoutName, ComponentType<LayoutProps>> = {
  primary: PrimaryLayout,
  public: PublicLayout,
  blank: BlankLayout,
  home: HomeLayout,
  maintenance: MaintenanceLayout,
  geoBlock: GeoBlockLayout,
};
