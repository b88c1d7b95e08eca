// The account menu behind the header's avatar button: the account's links in their groups (account-links.ts),
// each with its icon, and Log out. Loaded
// on the first click (user-menu.tsx), so pages do not carry the menu, its icons and antd's Dropdown up front.
// It brings antd's theme with it (the app shell has none).
import {
  FileTextOutlined,
  FlagOutlined,
  GlobalOutlined,
  HeartOutlined,
  IdcardOutlined,
  LogoutOutlined,
  PictureOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  ShopOutlined,
  StarOutlined,
  StopOutlined,
  TeamOutlined,
  UserOutlined,
  VideoCameraOutlined,
  WalletOutlined,
  TransactionOutlined,
  CreditCardOutlined,
  ShoppingCartOutlined,
  ShoppingOutlined,
  DollarOutlined,
  BankOutlined,
  CrownOutlined,
  InboxOutlined,
  EnvironmentOutlined,
  MessageOutlined,
  VideoCameraAddOutlined,
  LockOutlined,
  DashboardOutlined,
} from '@ant-design/icons';
import { Badge, Dropdown, type MenuProps } from 'antd';
import Link from '@/components/common/app-link';
import { useState, type ReactElement, type ReactNode } from 'react';
import { AntdTheme } from '@/components/app/antd-theme-provider';
import { logout } from '@/redux/auth/actions';
import { selectIsAdmin } from '@/redux/auth/selectors';
import { useAppDispatch, useAppSelector } from '@/redux/hooks';
import { selectUnreadTotal } from '@/redux/unread-messages/selectors';
import { selectCurrentUser } from '@/redux/user/selectors';
import { accountGroups, type AccountLink } from './account-links';

const icons: Record<AccountLink['key'], ReactNode> = {
  profile: <UserOutlined />,
  goLive: <VideoCameraAddOutlined />,
  privateShows: <LockOutlined />,
  myPosts: <FileTextOutlined />,
  myVideos: <VideoCameraOutlined />,
  myGalleries: <PictureOutlined />,
  myStore: <ShopOutlined />,
  followers: <TeamOutlined />,
  following: <HeartOutlined />,
  bookmarks: <StarOutlined />,
  wallet: <WalletOutlined />,
  walletTransactions: <TransactionOutlined />,
  paymentHistory: <CreditCardOutlined />,
  account: <IdcardOutlined />,
  blacklist: <StopOutlined />,
  blockedCountries: <GlobalOutlined />,
  admin: <SettingOutlined />,
  adminPerformers: <SafetyCertificateOutlined />,
  adminDashboard: <DashboardOutlined />,
  adminReports: <FlagOutlined />,
  subscribers: <CrownOutlined />,
  earnings: <DollarOutlined />,
  payouts: <BankOutlined />,
  sales: <InboxOutlined />,
  banking: <BankOutlined />,
  subscriptions: <CrownOutlined />,
  orders: <ShoppingOutlined />,
  addresses: <EnvironmentOutlined />,
  cart: <ShoppingCartOutlined />,
  cards: <CreditCardOutlined />,
  messages: <MessageOutlined />,
};

/** The unread count beside "Messages", as the rail and the bottom bar show it. */
function UnreadMessagesCount() {
  const count = useAppSelector(selectUnreadTotal);
  return <Badge count={count} size="small" overflowCount={99} data-testid="menu-messages-count" />;
}

export interface AccountMenuProps {
  /** The button that opened the menu; it toggles the menu from now on. */
  trigger: ReactElement;
}

/** Opens as it mounts: it mounts on the click that asked for it. */
export default function AccountMenu({ trigger }: AccountMenuProps) {
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(true);
  const isAdmin = useAppSelector(selectIsAdmin);
  const user = useAppSelector(selectCurrentUser);
  const items: MenuProps['items'] = [
    ...accountGroups(user, isAdmin).map((group) => ({
      type: 'group' as const,
      key: group.key,
      label: group.label,
      children: group.links.map((link) => ({
        key: `${group.key}-${link.key}`,
        icon: icons[link.key],
        label: <Link href={link.href}>{link.label}</Link>,
        ...(link.key === 'messages' ? { extra: <UnreadMessagesCount /> } : {}),
      })),
    })),
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined />, danger: true, label: 'Log out', 'data-testid': 'logout-button' },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') dispatch(logout());
  };

  return (
    <AntdTheme>
      <Dropdown menu={{ items, onClick, style: { maxHeight: '70vh', overflowY: 'auto' } }} trigger={['click']} placement="bottomRight" open={open} onOpenChange={setOpen}>
        {trigger}
      </Dropdown>
    </AntdTheme>
  );
}
