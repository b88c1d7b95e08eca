// The header's account corner: avatar + name opening the account menu, or Log in / Sign up when anonymous.
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
} from '@ant-design/icons';
import { Avatar, Button, Dropdown, theme, type MenuProps } from 'antd';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { HeaderCart } from '@/components/cart/header-cart';
import { HeaderMessages, UnreadMessagesCount } from '@/components/messages/header-messages';
import { LinkButton } from '@/components/common/link-button';
import { formatPrice } from '@/lib/money';
import { logout } from '@/redux/auth/actions';
import { selectIsAdmin, selectLoggedIn } from '@/redux/auth/selectors';
import { useAppDispatch, useAppSelector } from '@/redux/hooks';
import { selectCurrentUser } from '@/redux/user/selectors';
import { accountLinks, type AccountLink } from './account-links';

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

export function displayName(user: { name: string; username: string | null }): string {
  return user.name || user.username || 'My account';
}

export function UserMenu() {
  const dispatch = useAppDispatch();
  const { token } = theme.useToken();
  const loggedIn = useAppSelector(selectLoggedIn);
  const isAdmin = useAppSelector(selectIsAdmin);
  const user = useAppSelector(selectCurrentUser);

  if (!loggedIn) {
    return (
      <>
        <LinkButton href="/auth/login" data-testid="header-login">
          Log in
        </LinkButton>
        {/* On phones Sign up lives in the drawer menu, keeping the bar within 360 px. */}
        <LinkButton href="/auth/register" type="primary" className="fs-desktop-only" data-testid="header-signup">
          Sign up
        </LinkButton>
      </>
    );
  }

  const name = displayName(user);
  const items: MenuProps['items'] = [
    ...accountLinks(user, isAdmin).map((link) => ({
      key: link.key,
      icon: icons[link.key],
      label: <Link href={link.href}>{link.label}</Link>,
      ...(link.key === 'messages' ? { extra: <UnreadMessagesCount /> } : {}),
    })),
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined />, danger: true, label: 'Log out', 'data-testid': 'logout-button' },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') dispatch(logout());
  };

  return (
    <>
      <HeaderMessages />
      <HeaderCart />
      {/* The balance follows the server's pushes (src/services/socket.ts), in every open tab. */}
      <LinkButton
        href="/wallet"
        type="text"
        icon={<WalletOutlined />}
        aria-label={`Wallet balance ${formatPrice(user.balance)}`}
        style={{ paddingInline: token.paddingXS }}
        data-testid="header-balance"
      >
        {formatPrice(user.balance)}
      </LinkButton>
      <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
        <Button
          type="text"
          data-testid="user-menu"
          aria-label={`Account menu for ${name}`}
          style={{ display: 'inline-flex', alignItems: 'center', gap: token.marginXS, height: 40, paddingInline: token.paddingXS }}
        >
          <Avatar src={user.avatar} alt="" size={32} icon={<UserOutlined />} />
          <span className="fs-user-trigger-name fs-hide-xs">{name}</span>
        </Button>
      </Dropdown>
    </>
  );
}
