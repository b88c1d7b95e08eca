// The primary layout's top bar: brand, header menus, theme toggle, account corner, phone menu.
import { theme } from 'antd';
import Link from 'next/link';
import { useAppSelector } from '@/redux/hooks';
import { selectSettings } from '@/redux/settings/selectors';
import { siteNavLinks } from './account-links';
import { MenuLink, menusOf } from './menu-link';
import { MobileMenu } from './mobile-menu';
import { SiteBrand } from './site-brand';
import { ThemeToggle } from './theme-toggle';
import { UserMenu } from './user-menu';

export function SiteHeader() {
  const { token, cssVar } = theme.useToken();
  const { menus } = useAppSelector(selectSettings);
  const linkStyle = { color: cssVar.colorText, padding: `${token.paddingXXS}px ${token.paddingSM}px`, whiteSpace: 'nowrap' as const };
  return (
    <header className="fs-header" style={{ background: cssVar.colorBgContainer, borderBottom: `1px solid ${cssVar.colorBorderSecondary}` }}>
      <div className="fs-header-inner">
        <SiteBrand hideNameOnPhones />
        <nav className="fs-header-nav fs-desktop-only" aria-label="Main">
          {siteNavLinks.map((link) => (
            <Link key={link.key} href={link.href} style={linkStyle} data-testid={`header-${link.key}`}>
              {link.label}
            </Link>
          ))}
          {menusOf(menus, 'header').map((item) => (
            <MenuLink key={`${item.title}-${item.path}`} item={item} style={linkStyle} />
          ))}
        </nav>
        <div className="fs-header-actions">
          <ThemeToggle />
          <UserMenu />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
