// Follow / Following toggle for a performer; hidden on the viewer's own profile.
import { CheckOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { useAppSelector } from '@/redux/hooks';
import { selectCurrentUser } from '@/redux/user/selectors';
import { useFollow, type FollowTarget } from './use-follow';

export interface FollowButtonProps {
  performer: FollowTarget;
  testId: string;
  size?: ButtonProps['size'];
  block?: boolean;
}

export function FollowButton({ performer, testId, size, block }: FollowButtonProps) {
  const me = useAppSelector(selectCurrentUser);
  const { isFollowed, pending, toggle } = useFollow(performer);
  if (me._id && me._id === performer._id) return null;
  return (
    <Button
      type={isFollowed ? 'default' : 'primary'}
      ghost={!isFollowed}
      size={size}
      block={block}
      loading={pending}
      icon={isFollowed ? <CheckOutlined /> : <PlusOutlined />}
      aria-pressed={isFollowed}
      data-testid={testId}
      data-followed={isFollowed}
      onClick={toggle}
    >
      {isFollowed ? 'Following' : 'Follow'}
    </Button>
  );
}
