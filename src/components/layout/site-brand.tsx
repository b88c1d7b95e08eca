// The site's logo and name (from the ui slice, the dark-mode logo in the dark theme), linking home.
import Link from '@/components/common/app-link';
import { useAppSelector } from '@/redux/hooks';
import { selectSiteLogo, selectUI } from '@/redux/ui/selectors';
import { cssVar, token } from '@/components/common/plain-tokens';

export const DEFAULT_LOGO = '/static/logo.svg';

export function SiteBrand({ href = '/home', size = 36, hideNameOnPhones = false }: { href?: string; size?: number; hideNameOnPhones?: boolean }) {
  const { siteName } = useAppSelector(selectUI);
  const custom = useAppSelector(selectSiteLogo);
  const logo = custom || DEFAULT_LOGO;
  return (
    <Link href={href} className="fs-brand" aria-label={`${siteName} home`}>
      {/* A plain img: the logo may be any admin-provided URL, which next/image would need whitelisted. */}
      {/* The built-in mark is square; an uploaded logo keeps its own proportions at the header's height (a wide
          word mark up to four times as wide as high). */}
      {custom ? (
        <img src={logo} alt="" height={size} style={{ width: 'auto', maxWidth: size * 4, objectFit: 'contain', flex: '0 0 auto' }} data-testid="site-logo" />
      ) : (
        <img src={logo} alt="" width={size} height={size} style={{ objectFit: 'contain', flex: '0 0 auto' }} data-testid="site-logo" />
      )}
      <span
        className={`fs-brand-name${hideNameOnPhones ? ' fs-hide-xs' : ''}`}
        style={{ color: cssVar.colorText, fontWeight: 600, fontSize: token.fontSizeLG }}
      >
        {siteName}
      </span>
    </Link>
  );
}
