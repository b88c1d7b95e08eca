// Follow / Following toggle for a performer; hidden on the viewer's own profile.
import CheckOutlined from '@ant-design/icons-svg/es/asn/CheckOutlined';
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import { PlainButton, type PlainButtonSize } from '@/components/common/plain-button';
import { PlainIcon } from '@/components/common/plain-icon';
import { useAppSelector } from '@/redux/hooks';
import { selectCurrentUser } from '@/redux/user/selectors';
import { useFollow, type FollowTarget } from './use-follow';

export interface FollowButtonProps {
  performer: FollowTarget;
  testId: string;
  size?: PlainButtonSize;
  block?: boolean;
}

export function FollowButton({ performer, testId, size, block }: FollowButtonProps) {
  const me = useAppSelector(selectCurrentUser);
  const { isFollowed, pending, toggle } = useFollow(performer);
  if (me._id && me._id === performer._id) return null;
  return (
    <PlainButton
      type={isFollowed ? 'default' : 'primary'}
      ghost={!isFollowed}
      size={size}
      block={block}
      loading={pending}
      icon={isFollowed ? <PlainIcon icon={CheckOutlined} /> : <PlainIcon icon={PlusOutlined} />}
      aria-pressed={isFollowed}
      data-testid={testId}
      data-followed={isFollowed}
      onClick={toggle}
    >
      {isFollowed ? 'Following' : 'Follow'}
    </PlainButton>
  );
}
