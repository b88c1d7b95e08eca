// The menu drawer (mobile-menu-drawer.tsx: the site's sections, the account's groups and Log out) behind a
// button. Its code (antd's Drawer) loads on the first press, so pages do not carry it up front; once loaded it
// stays mounted, so it can slide out when closed.
import { lazy, Suspense, useState } from 'react';

const MobileMenuDrawer = lazy(() => import('./mobile-menu-drawer'));

export function useMenuDrawer() {
  const [isOpen, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const drawer = asked ? (
    <Suspense fallback={null}>
      <MobileMenuDrawer open={isOpen} onClose={() => setOpen(false)} />
    </Suspense>
  ) : null;
  const show = () => {
    setAsked(true);
    setOpen(true);
  };
  return { isOpen, show, drawer };
}
