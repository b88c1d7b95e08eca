// Phones: the header's navigation, the account links and Log out (or Log in / Sign up for visitors) fold
// into a drawer behind a menu button. The drawer's code (mobile-menu-drawer.tsx, with antd's Drawer) loads
// on the first tap, so pages do not carry it up front.
import { MenuOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';

const MobileMenuDrawer = lazy(() => import('./mobile-menu-drawer'));

export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);

  return (
    <>
      <Button
        className="fs-mobile-only"
        type="text"
        shape="circle"
        aria-label="Open menu"
        aria-expanded={open}
        data-testid="mobile-menu-toggle"
        icon={<MenuOutlined />}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      />
      {asked ? (
        <Suspense fallback={null}>
          <MobileMenuDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
