// The logged-in person's navigation (nav-items.ts says what each role gets): a rail beside the page on
// desktops and a bar at the bottom of phones, each ending in More (the drawer with the rest of the account).
// Plain links and the shell's icons: no antd code, since every page carries them. Messages and Notifications
// carry their unread counts (the socket keeps both live).
import Link from '@/components/common/app-link';
import { useRouter } from 'next/router';
import { useNotificationUnreadCount } from '@/components/notifications/use-notification-unread-count';
import { selectIsAdmin, selectLoggedIn } from '@/redux/auth/selectors';
import { useAppSelector } from '@/redux/hooks';
import { selectUnreadTotal } from '@/redux/unread-messages/selectors';
import { selectCurrentUser } from '@/redux/user/selectors';
import { CountBadge } from './count-badge';
import { MoreButton } from './more-button';
import { barItems, isCurrent, navRoleOf, railItems, type NavItem } from './nav-items';
import { ShellIcon } from './shell-icons';
import styles from './site-nav.module.css';

function useNav() {
  const loggedIn = useAppSelector(selectLoggedIn);
  const isAdmin = useAppSelector(selectIsAdmin);
  const user = useAppSelector(selectCurrentUser);
  const messages = useAppSelector(selectUnreadTotal);
  const notifications = useNotificationUnreadCount();
  const { asPath } = useRouter();
  return { loggedIn, user, role: navRoleOf(user, isAdmin), unread: { messages, notifications }, path: asPath };
}

interface Unread {
  messages: number;
  notifications: number;
}

const countOf = (item: NavItem, unread: Unread) => (item.key === 'messages' ? unread.messages : item.key === 'notifications' ? unread.notifications : 0);

/** Said after the label, for screen readers (the badge on the icon is hidden from them). */
function unreadText(item: NavItem, unread: Unread): string | null {
  const count = countOf(item, unread);
  return count ? `, ${count} unread` : null;
}

function Icon({ item, unread }: { item: NavItem; unread: Unread }) {
  const icon = <ShellIcon icon={item.icon} aria-hidden="true" />;
  const counted = item.key === 'messages' || item.key === 'notifications';
  return (
    <span className={styles.icon} aria-hidden="true">
      {counted ? <CountBadge count={countOf(item, unread)}>{icon}</CountBadge> : icon}
    </span>
  );
}

/** The entries and More, drawn by the rail's or the bar's classes. */
function NavList({ items, unread, path, list, item: itemClass, label, prefix }: { items: NavItem[]; unread: Unread; path: string; list: string; item: string; label: string; prefix: string }) {
  return (
    <ul className={list}>
      {items.map((item) => (
        <li key={item.key}>
          <Link
            href={item.href}
           
            className={itemClass}
            aria-current={isCurrent(item, path) ? 'page' : undefined}
            data-testid={`${prefix}-${item.key}`}
            data-count={countOf(item, unread) || undefined}
          >
            <Icon item={item} unread={unread} />
            <span className={label}>
              {item.label}
              {/* Part of the text rather than an aria-label, so the name starts with the words on screen. */}
              {unreadText(item, unread) ? <span className="fs-sr-only">{unreadText(item, unread)}</span> : null}
            </span>
          </Link>
        </li>
      ))}
      <li>
        <MoreButton className={itemClass} data-testid={`${prefix}-more`}>
          <span className={styles.icon}>
            <ShellIcon icon="MenuOutlined" aria-hidden="true" />
          </span>
          <span className={label}>More</span>
        </MoreButton>
      </li>
    </ul>
  );
}

export function SideRail() {
  const { loggedIn, user, role, unread, path } = useNav();
  if (!loggedIn) return null;
  return (
    <nav className={styles.rail} aria-label="Main navigation" data-testid="side-rail">
      <NavList items={railItems(user, role)} unread={unread} path={path} list={styles.list} item={styles.item} label={styles.label} prefix="rail" />
    </nav>
  );
}

export function BottomBar() {
  const { loggedIn, user, role, unread, path } = useNav();
  if (!loggedIn) return null;
  return (
    <>
      <div className={styles.barSpacer} aria-hidden="true" />
      <nav className={styles.bar} aria-label="Quick navigation" data-testid="bottom-bar">
        <NavList items={barItems(user, role)} unread={unread} path={path} list={styles.barList} item={styles.barItem} label={styles.barLabel} prefix="bar" />
      </nav>
    </>
  );
}
