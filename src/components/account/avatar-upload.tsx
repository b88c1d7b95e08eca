// Choose a picture and upload it with a progress bar and a Cancel button (progress as a
// percentage, a user-cancelled upload aborts). The upload function is a prop so other screens (a performer's
// profile picture, an admin changing someone's avatar) and tests can supply their own.
import { CameraOutlined } from '@ant-design/icons';
import { Avatar, Flex } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import { useAppDispatch } from '@/redux/hooks';
import { updateCurrentUserAvatar } from '@/redux/user/actions';
import { CHANGES_SAVED } from '@/redux/user/sagas';
import { userService } from '@/services/user.api';
import { UploadButton } from './upload-button';
import type { UploadFn, UploadProgressOptions } from './use-upload';

export type AvatarUploadOptions = UploadProgressOptions;
export type AvatarUploadFn = UploadFn<{ url: string }>;

/** The logged-in user's own avatar: POST /users/avatar/upload, field `file`, through the upload helper. */
export const uploadOwnAvatar: AvatarUploadFn = async (file, options) => (await userService.uploadAvatar(file, options)).data;

/** What the server reads (by content); the browser's file picker is narrowed to these. */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif'];
export const WRONG_TYPE_MESSAGE = 'Choose a JPEG, PNG, GIF, WebP or AVIF picture.';

interface Props<T extends { url: string }> {
  /** The picture shown now. */
  src: string;
  upload?: UploadFn<T>;
  /** Called with the new picture's URL and the whole answer; by default the URL becomes the current user's avatar. */
  onUploaded?: (url: string, result: T) => void;
  testId?: string;
}

export function AvatarUpload<T extends { url: string } = { url: string }>({
  src,
  upload = uploadOwnAvatar as UploadFn<T>,
  onUploaded,
  testId = 'account-avatar-upload',
}: Props<T>) {
  const dispatch = useAppDispatch();
  const uploaded = (result: T) => (onUploaded ? onUploaded(result.url, result) : dispatch(updateCurrentUserAvatar(result.url)));

  return (
    <Flex align="center" gap={16} wrap>
      <Avatar src={src} size={96} alt="Profile picture" />
      <Flex vertical gap={8} style={{ flex: '1 1 200px', minWidth: 0 }}>
        <UploadButton
          accept={AVATAR_TYPES}
          wrongTypeMessage={WRONG_TYPE_MESSAGE}
          upload={upload}
          onUploaded={uploaded}
          doneMessage={CHANGES_SAVED}
          label="Change picture"
          inputLabel="Profile picture file"
          icon={<CameraOutlined />}
          testId={testId}
        />
        <Typography.Text type="secondary">JPEG, PNG, GIF, WebP or AVIF. It is cropped to a square.</Typography.Text>
      </Flex>
    </Flex>
  );
}
