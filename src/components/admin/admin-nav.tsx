// The admin area's sub-navigation: settings, performers to verify, reports and the money desks.
import AuditOutlined from '@ant-design/icons-svg/es/asn/AuditOutlined';
import BankOutlined from '@ant-design/icons-svg/es/asn/BankOutlined';
import DashboardOutlined from '@ant-design/icons-svg/es/asn/DashboardOutlined';
import FileTextOutlined from '@ant-design/icons-svg/es/asn/FileTextOutlined';
import FlagOutlined from '@ant-design/icons-svg/es/asn/FlagOutlined';
import GiftOutlined from '@ant-design/icons-svg/es/asn/GiftOutlined';
import HistoryOutlined from '@ant-design/icons-svg/es/asn/HistoryOutlined';
import PictureOutlined from '@ant-design/icons-svg/es/asn/PictureOutlined';
import SafetyCertificateOutlined from '@ant-design/icons-svg/es/asn/SafetyCertificateOutlined';
import SettingOutlined from '@ant-design/icons-svg/es/asn/SettingOutlined';
import ShoppingOutlined from '@ant-design/icons-svg/es/asn/ShoppingOutlined';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import Link from '@/components/common/app-link';
import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { PlainIcon } from '@/components/common/plain-icon';
import styles from './admin-nav.module.css';

export const adminSections = [
  // Every admin path starts with /admin: the dashboard is its section only at /admin itself.
  { key: 'dashboard', href: '/admin', label: 'Dashboard', icon: <PlainIcon icon={DashboardOutlined} />, exact: true },
  { key: 'settings', href: '/admin/settings', label: 'Settings', icon: <PlainIcon icon={SettingOutlined} /> },
  { key: 'pages', href: '/admin/pages', label: 'Pages', icon: <PlainIcon icon={FileTextOutlined} /> },
  { key: 'performers', href: '/admin/performers', label: 'Performers', icon: <PlainIcon icon={SafetyCertificateOutlined} /> },
  { key: 'accounts', href: '/admin/users', label: 'Accounts', icon: <PlainIcon icon={TeamOutlined} /> },
  { key: 'reports', href: '/admin/reports', label: 'Reports', icon: <PlainIcon icon={FlagOutlined} /> },
  { key: 'content', href: '/admin/content', label: 'Content', icon: <PlainIcon icon={PictureOutlined} /> },
  { key: 'payouts', href: '/admin/payout-requests', label: 'Payouts', icon: <PlainIcon icon={BankOutlined} /> },
  { key: 'orders', href: '/admin/orders', label: 'Orders', icon: <PlainIcon icon={ShoppingOutlined} /> },
  { key: 'coupons', href: '/admin/coupons', label: 'Coupons', icon: <PlainIcon icon={GiftOutlined} /> },
  { key: 'ledger', href: '/admin/ledger', label: 'Ledger', icon: <PlainIcon icon={AuditOutlined} /> },
  { key: 'audit', href: '/admin/audit-log', label: 'Audit log', icon: <PlainIcon icon={HistoryOutlined} /> },
] as const;

/** The section a path belongs to: /admin/performers/123 is under performers, /admin alone is the dashboard. */
export function adminSectionOf(pathname: string): string | undefined {
  return adminSections.find((s) => pathname === s.href || (!('exact' in s) && pathname.startsWith(`${s.href}/`)))?.key;
}

/**
 * One row of links, the current section marked (aria-current) and scrolled into view. On a phone the row
 * scrolls sideways under the finger rather than folding sections into a "…" menu, so the section one is in
 * stays named on screen; plain links keep antd's Menu out of every admin page.
 */
export function AdminNav() {
  const router = useRouter();
  const current = adminSectionOf(router.pathname);
  const row = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const list = row.current;
    const here = list?.querySelector<HTMLElement>('[aria-current="page"]');
    // Scrolls the row alone (scrollIntoView would also move the page on a tall screen).
    if (list && here) list.scrollLeft = Math.max(0, here.offsetLeft - (list.clientWidth - here.offsetWidth) / 2);
  }, [current]);
  return (
    <nav aria-label="Admin sections" className={styles.nav}>
      <ul ref={row} className={styles.row}>
        {adminSections.map((s) => (
          <li key={s.key}>
            <Link href={s.href} className={styles.item} aria-current={s.key === current ? 'page' : undefined} data-testid={`admin-nav-${s.key}`}>
              <span aria-hidden className={styles.icon}>
                {s.icon}
              </span>
              {s.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
