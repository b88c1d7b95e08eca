// Choose a picture and upload it with a progress bar and a Cancel button (spec §4 "Uploads": progress as a
// percentage, a user-cancelled upload aborts). The upload function is a prop so other screens (an admin
// changing someone's avatar) and tests can supply their own.
import { CameraOutlined } from '@ant-design/icons';
import { Avatar, Button, Flex, Progress, Typography } from 'antd';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { getResponseError, notifyError, notifySuccess } from '@/lib/notify';
import { isCancelled } from '@/lib/request';
import { useAppDispatch } from '@/redux/hooks';
import { updateCurrentUserAvatar } from '@/redux/user/actions';
import { CHANGES_SAVED } from '@/redux/user/sagas';
import { userService } from '@/services/user.service';

export interface AvatarUploadOptions {
  onProgress: (percent: number) => void;
  signal: AbortSignal;
}
export type AvatarUploadFn = (file: File, options: AvatarUploadOptions) => Promise<{ url: string }>;

/** The logged-in user's own avatar: POST /users/avatar/upload, field `file`, through the upload helper. */
export const uploadOwnAvatar: AvatarUploadFn = async (file, options) => (await userService.uploadAvatar(file, options)).data;

/** What the server reads (by content); the browser's file picker is narrowed to these. */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif'];
export const WRONG_TYPE_MESSAGE = 'Choose a JPEG, PNG, GIF, WebP or AVIF picture.';

interface Props {
  /** The picture shown now. */
  src: string;
  upload?: AvatarUploadFn;
  /** Called with the new picture's URL; by default it becomes the current user's avatar. */
  onUploaded?: (url: string) => void;
  testId?: string;
}

export function AvatarUpload({ src, upload = uploadOwnAvatar, onUploaded, testId = 'account-avatar-upload' }: Props) {
  const dispatch = useAppDispatch();
  const input = useRef<HTMLInputElement>(null);
  const controller = useRef<AbortController | null>(null);
  const [percent, setPercent] = useState<number | null>(null);

  // Leaving the page mid-upload stops sending the file.
  useEffect(() => () => controller.current?.abort(), []);

  async function send(file: File) {
    const abort = new AbortController();
    controller.current = abort;
    setPercent(0);
    try {
      const { url } = await upload(file, { onProgress: setPercent, signal: abort.signal });
      if (onUploaded) onUploaded(url);
      else dispatch(updateCurrentUserAvatar(url));
      notifySuccess(CHANGES_SAVED);
    } catch (e) {
      if (!isCancelled(e) && !abort.signal.aborted) notifyError(getResponseError(e));
    } finally {
      if (controller.current === abort) {
        controller.current = null;
        setPercent(null);
      }
    }
  }

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Clearing lets the same file be picked again after a failure or a cancel.
    event.target.value = '';
    if (!file) return;
    if (file.type && !AVATAR_TYPES.includes(file.type)) {
      notifyError(WRONG_TYPE_MESSAGE);
      return;
    }
    void send(file);
  }

  function cancel() {
    controller.current?.abort();
    controller.current = null;
    setPercent(null);
  }

  const uploading = percent !== null;
  return (
    <Flex align="center" gap={16} wrap>
      <Avatar src={src} size={96} alt="Profile picture" />
      <Flex vertical gap={8} style={{ flex: '1 1 200px', minWidth: 0 }}>
        <input
          ref={input}
          type="file"
          accept={AVATAR_TYPES.join(',')}
          onChange={onChange}
          disabled={uploading}
          hidden
          aria-label="Profile picture file"
          data-testid={testId}
        />
        {uploading ? (
          <Flex align="center" gap={8}>
            <Progress percent={percent} size="small" style={{ flex: 1, margin: 0 }} data-testid={`${testId}-progress`} />
            <Button size="small" onClick={cancel} data-testid={`${testId}-cancel`}>
              Cancel
            </Button>
          </Flex>
        ) : (
          <div>
            <Button icon={<CameraOutlined />} onClick={() => input.current?.click()} data-testid={`${testId}-button`}>
              Change picture
            </Button>
          </div>
        )}
        <Typography.Text type="secondary">JPEG, PNG, GIF, WebP or AVIF. It is cropped to a square.</Typography.Text>
      </Flex>
    </Flex>
  );
}
