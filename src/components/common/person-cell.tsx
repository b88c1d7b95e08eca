// A person in a table row: avatar, name linking to their profile, and @username under it.
import { UserOutlined } from '@ant-design/icons';
import { Avatar, Flex } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import Link from '@/components/common/app-link';
import { profilePath } from '@/components/performers/profile-path';

export interface PersonCellProps {
  user: { _id: string; username: string | null; name: string | null; avatar: string | null };
  /** Shown for someone with neither a name nor a username. */
  fallback: string;
}

export function PersonCell({ user, fallback }: PersonCellProps) {
  return (
    <Flex align="center" gap={8} style={{ minWidth: 0 }}>
      <Avatar src={user.avatar || undefined} icon={<UserOutlined />} size={32} alt="" />
      <div style={{ minWidth: 0 }}>
        <Link href={profilePath(user)}>{user.name || user.username || fallback}</Link>
        {user.username ? (
          <Typography.Text type="secondary" style={{ display: 'block' }}>
            @{user.username}
          </Typography.Text>
        ) : null}
      </div>
    </Flex>
  );
}
