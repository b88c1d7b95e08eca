// The primary layout's footer: the contact page, the admin's footer menus and the copyright line.
import Link from '@/components/common/app-link';
import { useAppSelector } from '@/redux/hooks';
import { selectSettings } from '@/redux/settings/selectors';
import { selectUI } from '@/redux/ui/selectors';
import { FooterPageLinks } from '@/components/static-page/footer-pages';
import { MenuLink, menusOf } from './menu-link';
import { cssVar } from '@/components/common/plain-tokens';

/** Plain text in antd's secondary colour (antd's Typography would bring its editing and copying code along). */
export function Copyright() {
  const { siteName } = useAppSelector(selectUI);
  return (
    <span style={{ color: cssVar.colorTextSecondary }}>
      © {new Date().getFullYear()} {siteName}
    </span>
  );
}

export function SiteFooter() {
  const { menus } = useAppSelector(selectSettings);
  const footerMenus = menusOf(menus, 'footer');
  return (
    <footer style={{ background: cssVar.colorBgContainer, borderTop: `1px solid ${cssVar.colorBorderSecondary}` }}>
      <div className="fs-footer-inner">
        <nav className="fs-footer-links" aria-label="Footer">
          <Link href="/contact" style={{ color: cssVar.colorTextSecondary }} data-testid="footer-contact">
            Contact us
          </Link>
          {footerMenus.map((item) => (
            <MenuLink key={`${item.title}-${item.path}`} item={item} style={{ color: cssVar.colorTextSecondary }} />
          ))}
          <FooterPageLinks style={{ color: cssVar.colorTextSecondary }} />
        </nav>
        <Copyright />
      </div>
    </footer>
  );
}
