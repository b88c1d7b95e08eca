// The photo manager's picker (several pictures at once) and the uploads in flight, each with its progress
// in percent and a Cancel that stops that one upload; a refused upload shows the server's reason.
import { CloseOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Progress } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import { useRef, type ChangeEvent } from 'react';
import type { Photo } from '@/contracts/galleries';
import { PHOTO_TYPES } from './upload-queue';
import { usePhotoUploads } from './use-photo-uploads';

export function PhotoUploads({ galleryId, onUploaded }: { galleryId: string; onUploaded: (photo: Photo) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const { queue, start, cancel, dismiss } = usePhotoUploads(galleryId, onUploaded);

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    // Clearing lets the same pictures be picked again after a failure or a cancel.
    event.target.value = '';
    start(files);
  }

  return (
    <Flex vertical gap={8}>
      <input
        ref={input}
        type="file"
        multiple
        accept={PHOTO_TYPES.join(',')}
        onChange={onPick}
        hidden
        aria-label="Photos to upload"
        data-testid="gallery-upload-input"
      />
      <div>
        <Button type="primary" icon={<UploadOutlined />} onClick={() => input.current?.click()} data-testid="gallery-upload-button">
          Upload photos
        </Button>
      </div>
      {queue.map((item) =>
        item.error ? (
          <Alert
            key={item.key}
            type="error"
            showIcon
            title={`${item.name}: ${item.error}`}
            closable={{ onClose: () => dismiss(item.key), 'aria-label': 'Dismiss' }}
            data-testid="gallery-upload-error"
          />
        ) : (
          <Flex key={item.key} align="center" gap={8} data-testid="gallery-upload" data-name={item.name}>
            <Typography.Text ellipsis style={{ flex: '0 1 40%', minWidth: 0 }}>
              {item.name}
            </Typography.Text>
            <Progress percent={item.percent} size="small" style={{ flex: 1, margin: 0, minWidth: 0 }} data-testid="gallery-upload-progress" />
            <Button size="small" icon={<CloseOutlined />} onClick={() => cancel(item.key)} data-testid="gallery-upload-cancel">
              Cancel
            </Button>
          </Flex>
        ),
      )}
    </Flex>
  );
}
