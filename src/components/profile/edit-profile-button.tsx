// "Edit profile" on a profile its owner is looking at.
import { EditOutlined } from '@ant-design/icons';
import { LinkButton } from '@/components/common/link-button';

export function EditProfileButton({ isPerformer }: { isPerformer: boolean }) {
  return (
    <LinkButton href={isPerformer ? '/creator/account' : '/user/account'} icon={<EditOutlined />} data-testid="profile-edit">
      Edit profile
    </LinkButton>
  );
}
