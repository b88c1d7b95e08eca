// An edited video's own cover and teaser, each removable (DELETE .../remove-file/{id} with its type) after
// a confirmation. The film itself is replaced, not removed: a video without one cannot be shown.
import { DeleteOutlined } from '@ant-design/icons';
import { Button, Flex, Popconfirm } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import { useState } from 'react';
import type { Video } from '@/contracts/videos';
import { getResponseError, notifyError, notifySuccess } from '@/lib/notify';
import { videoService } from '@/services/video.api';
import { hasOwnThumbnail } from './video-form-values';

const NAMES = { thumbnail: 'cover picture', teaser: 'teaser' } as const;
type Removable = keyof typeof NAMES;

export function CurrentFiles({ video, disabled, onChanged }: { video: Video; disabled: boolean; onChanged: (video: Video) => void }) {
  const [busy, setBusy] = useState<Removable | null>(null);
  const present: Removable[] = [...(hasOwnThumbnail(video) ? (['thumbnail'] as const) : []), ...(video.teaser ? (['teaser'] as const) : [])];
  if (!present.length) return null;

  async function remove(type: Removable) {
    setBusy(type);
    try {
      const { data } = await videoService.removeFile(video._id, type);
      notifySuccess(`The ${NAMES[type]} was removed`);
      onChanged(data);
    } catch (e) {
      notifyError(getResponseError(e));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Flex vertical gap={8} style={{ marginBottom: 16 }}>
      <Typography.Text strong>Current files</Typography.Text>
      {present.map((type) => (
        <Flex key={type} align="center" justify="space-between" gap={8} wrap>
          <Typography.Text>This video has its own {NAMES[type]}.</Typography.Text>
          <Popconfirm
            title={`Remove the ${NAMES[type]}?`}
            okText="Remove"
            okButtonProps={{ danger: true, 'data-testid': `video-remove-${type}-confirm` }}
            onConfirm={() => remove(type)}
          >
            <Button size="small" danger icon={<DeleteOutlined />} loading={busy === type} disabled={disabled} data-testid={`video-remove-${type}`}>
              Remove
            </Button>
          </Popconfirm>
        </Flex>
      ))}
    </Flex>
  );
}
