// The "More" entry of the rail, the bottom bar and the header's phone menu: a plain button that opens the menu
// drawer (use-menu-drawer.tsx).
import type { ButtonHTMLAttributes } from 'react';
import { useMenuDrawer } from './use-menu-drawer';

export function MoreButton({ onClick, ...rest }: ButtonHTMLAttributes<HTMLButtonElement>) {
  const menu = useMenuDrawer();
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={menu.isOpen}
        {...rest}
        onClick={(e) => {
          onClick?.(e);
          menu.show();
        }}
      />
      {menu.drawer}
    </>
  );
}
