// One admin-configured menu entry (settings.menus): in-app paths through the router, other sites as links.
import Link from '@/components/common/app-link';
import type { CSSProperties } from 'react';
import type { z } from 'zod';
import type { menuItem } from '@/contracts/settings';

export type SiteMenuItem = z.infer<typeof menuItem>;

/** Admin-typed, so only relative paths and web or mail addresses become links (never `javascript:`). */
export function safeMenuHref(path: string): string | null {
  const href = path.trim();
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  if (/^(https?:\/\/|mailto:)/i.test(href)) return href;
  return null;
}

export function MenuLink({ item, style, onNavigate }: { item: SiteMenuItem; style?: CSSProperties; onNavigate?: () => void }) {
  const href = safeMenuHref(item.path);
  if (!href) return null;
  const newTab = item.isNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  if (href.startsWith('/') && !item.isNewTab) {
    return (
      <Link href={href} style={style} onClick={onNavigate}>
        {item.title}
      </Link>
    );
  }
  return (
    <a href={href} style={style} onClick={onNavigate} {...newTab}>
      {item.title}
    </a>
  );
}

export const menusOf = (menus: SiteMenuItem[], section: SiteMenuItem['section']) => menus.filter((m) => m.section === section);
