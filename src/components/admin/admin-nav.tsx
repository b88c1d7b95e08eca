// The admin area's sub-navigation: settings, performers to verify, reports.
import { FlagOutlined, SafetyCertificateOutlined, SettingOutlined } from '@ant-design/icons';
import { Menu, type MenuProps } from 'antd';
import Link from 'next/link';
import { useRouter } from 'next/router';

export const adminSections = [
  { key: 'settings', href: '/admin/settings', label: 'Settings', icon: <SettingOutlined /> },
  { key: 'performers', href: '/admin/performers', label: 'Performers', icon: <SafetyCertificateOutlined /> },
  { key: 'reports', href: '/admin/reports', label: 'Reports', icon: <FlagOutlined /> },
] as const;

/** The section a path belongs to: /admin/performers/123 is under performers. */
export function adminSectionOf(pathname: string): string | undefined {
  return adminSections.find((s) => pathname === s.href || pathname.startsWith(`${s.href}/`))?.key;
}

export function AdminNav() {
  const router = useRouter();
  const current = adminSectionOf(router.pathname);
  const items: MenuProps['items'] = adminSections.map((s) => ({
    key: s.key,
    icon: s.icon,
    label: (
      <Link href={s.href} data-testid={`admin-nav-${s.key}`}>
        {s.label}
      </Link>
    ),
  }));
  return (
    <nav aria-label="Admin sections">
      <Menu mode="horizontal" selectedKeys={current ? [current] : []} items={items} style={{ background: 'transparent' }} />
    </nav>
  );
}
