// Phones: the header's navigation, the account links and Log out (or Log in / Sign up for visitors) fold
// into the menu drawer (use-menu-drawer.tsx) behind a menu button, drawn without antd's Button
// (common/plain-button.tsx).
import { PlainButton } from '@/components/common/plain-button';
import { ShellIcon } from './shell-icons';
import { useMenuDrawer } from './use-menu-drawer';

export function MobileMenu() {
  const menu = useMenuDrawer();
  return (
    <>
      <PlainButton
        className="fs-mobile-only"
        type="text"
        shape="circle"
        aria-label="Open menu"
        aria-expanded={menu.isOpen}
        data-testid="mobile-menu-toggle"
        icon={<ShellIcon icon="MenuOutlined" />}
        onClick={menu.show}
      />
      {menu.drawer}
    </>
  );
}
