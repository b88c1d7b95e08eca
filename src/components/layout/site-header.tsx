// The primary layout's top bar: brand, header menus, theme toggle, account corner, and a visitor's phone menu.
import Link from '@/components/common/app-link';
import { selectLoggedIn } from '@/redux/auth/selectors';
import { useAppSelector } from '@/redux/hooks';
import { selectSettings } from '@/redux/settings/selectors';
import { siteNavLinks } from './nav-items';
import { MenuLink, menusOf } from './menu-link';
import { MobileMenu } from './mobile-menu';
import { cssVar, token } from '@/components/common/plain-tokens';
import { SiteBrand } from './site-brand';
import { ThemeToggle } from './theme-toggle';
import { UserMenu } from './user-menu';

export function SiteHeader() {
  const { menus } = useAppSelector(selectSettings);
  const loggedIn = useAppSelector(selectLoggedIn);
  const linkStyle = { color: cssVar.colorText, padding: `${token.paddingXXS}px ${token.paddingSM}px`, whiteSpace: 'nowrap' as const };
  return (
    <header className="fs-header" style={{ background: cssVar.colorBgContainer, borderBottom: `1px solid ${cssVar.colorBorderSecondary}` }}>
      <div className="fs-header-inner">
        {/* A visitor's home is the front page; /home needs an account. */}
        <SiteBrand href={loggedIn ? '/home' : '/'} hideNameOnPhones />
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
          {/* A logged-in person's phone menu is the bottom bar's More (site-nav.tsx). */}
          {loggedIn ? null : <MobileMenu />}
        </div>
      </div>
    </header>
  );
}
