// "Edit profile" on a profile its owner is looking at.
import EditOutlined from '@ant-design/icons-svg/es/asn/EditOutlined';
import { PlainIcon } from '@/components/common/plain-icon';
import { PlainLinkButton } from '@/components/common/plain-button';

export function EditProfileButton({ isPerformer }: { isPerformer: boolean }) {
  return (
    <PlainLinkButton href={isPerformer ? '/creator/account' : '/user/account'} icon={<PlainIcon icon={EditOutlined} />} data-testid="profile-edit">
      Edit profile
    </PlainLinkButton>
  );
}
