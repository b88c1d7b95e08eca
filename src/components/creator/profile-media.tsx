// The performer's pictures and welcome video: avatar, cover and video each upload on their own with
// progress and cancel, and the answer (the updated profile) is shown at once.
import { PictureOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { Alert, Flex, theme } from 'antd';
import { PlainProgress } from '@/components/common/plain-marks';
import { Typography } from '@/components/common/plain-typography';
import { useCallback, type CSSProperties } from 'react';
import { AvatarUpload } from '@/components/account/avatar-upload';
import { UploadButton } from '@/components/account/upload-button';
import type { UploadFn } from '@/components/account/use-upload';
import type { OwnPerformer, PerformerUploadResult } from '@/contracts/performers';
import { performerAccountService, type PerformerMediaKind } from '@/services/performer-account.api';
import { CHANGES_SAVED } from '@/redux/user/sagas';
import { useProcessingStatus } from './use-processing-status';

export const COVER_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];
export const COVER_WRONG_TYPE = 'Choose a JPEG, PNG, WebP or AVIF picture for the cover.';
export const VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'];
export const VIDEO_WRONG_TYPE = 'Choose an MP4, WebM or MOV video.';

const uploadOf =
  (kind: PerformerMediaKind): UploadFn<PerformerUploadResult> =>
  async (file, options) =>
    (await performerAccountService.uploadMedia(kind, file, options)).data;

interface Props {
  performer: OwnPerformer;
  onChanged: (performer: OwnPerformer) => void;
}

export function AvatarAndCover({ performer, onChanged }: Props) {
  const { token, cssVar } = theme.useToken();
  const coverBox: CSSProperties = {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '100%',
    height: 140,
    borderRadius: token.borderRadiusLG,
    border: `1px solid ${cssVar.colorBorderSecondary}`,
  };

  return (
    <Flex vertical gap={16}>
      {performer.cover ? (
        <img src={performer.cover} alt="Cover picture" data-testid="creator-cover" style={{ ...coverBox, objectFit: 'cover' }} />
      ) : (
        <div data-testid="creator-cover" style={{ ...coverBox, background: cssVar.colorFillSecondary }}>
          <Typography.Text type="secondary">No cover picture yet</Typography.Text>
        </div>
      )}
      <Flex vertical gap={8}>
        <UploadButton
          accept={COVER_TYPES}
          wrongTypeMessage={COVER_WRONG_TYPE}
          upload={uploadOf('cover')}
          onUploaded={(result) => onChanged(result.performer)}
          doneMessage={CHANGES_SAVED}
          label="Change cover"
          inputLabel="Cover picture file"
          icon={<PictureOutlined />}
          testId="creator-cover-upload"
        />
        <Typography.Text type="secondary">A wide picture shown above your profile; it is cropped to 1600 × 600.</Typography.Text>
      </Flex>
      <AvatarUpload src={performer.avatar} upload={uploadOf('avatar')} onUploaded={(_url, result) => onChanged(result.performer)} />
    </Flex>
  );
}

const fetchWelcomeVideoStatus = async () => (await performerAccountService.welcomeVideoStatus()).data;

export function WelcomeVideoUpload({ performer, onChanged }: Props) {
  // Once processing ends, the profile is read again so the new video (or its error) shows.
  const reload = useCallback(() => {
    performerAccountService
      .me()
      .then((res) => onChanged(res.data))
      .catch(() => undefined);
  }, [onChanged]);
  const status = useProcessingStatus(performer.welcomeVideoStatus, fetchWelcomeVideoStatus, reload);
  return (
    <Flex vertical gap={8}>
      {status?.status === 'processing' ? (
        <Flex vertical gap={4} data-testid="creator-welcome-video-processing">
          <Typography.Text>Preparing your video for the web…</Typography.Text>
          <PlainProgress percent={status.progress} aria-label="Video prepared" />
        </Flex>
      ) : null}
      {status?.status === 'error' ? <Alert type="error" showIcon title={status.error ?? 'This video could not be processed.'} data-testid="creator-welcome-video-error" /> : null}
      {performer.welcomeVideo ? (
        <video
          src={performer.welcomeVideo}
          controls
          preload="metadata"
          style={{ width: '100%', maxWidth: 480, borderRadius: 8 }}
          data-testid="creator-welcome-video"
        />
      ) : null}
      <UploadButton
        accept={VIDEO_TYPES}
        wrongTypeMessage={VIDEO_WRONG_TYPE}
        upload={uploadOf('welcome-video')}
        onUploaded={(result) => onChanged(result.performer)}
        doneMessage={CHANGES_SAVED}
        label={performer.welcomeVideo ? 'Replace welcome video' : 'Upload welcome video'}
        inputLabel="Welcome video file"
        icon={<VideoCameraOutlined />}
        testId="creator-welcome-video-upload"
      />
      <Typography.Text type="secondary">MP4, WebM or MOV. A short hello that new visitors can watch on your profile.</Typography.Text>
    </Flex>
  );
}
