// The film's processing state for its owner: while the server prepares it the status is polled (GET
// /performer-assets/videos/{id}/file/{fileId}/status) with its progress, and `onDone` runs once it is
// ready or failed so the caller can read the video again for its addresses.
import { CheckCircleOutlined, CloseCircleOutlined } from '@ant-design/icons';
import { Flex, Progress, Tag, Tooltip } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import { useCallback, useMemo } from 'react';
import type { FileStatusResult } from '@/contracts/media';
import type { Video } from '@/contracts/videos';
import { useProcessingStatus } from '@/components/creator/use-processing-status';
import { videoService } from '@/services/video.api';

export const FILM_FAILED = 'This video could not be processed. Upload it again.';

export function VideoProcessing({ video, onDone }: { video: Video; onDone?: () => void }) {
  const film = video.video;
  const filmId = film?._id ?? '';
  const filmStatus = film?.status ?? 'error';
  // Stable: a new start value on every render would restart the polling.
  const initial = useMemo<FileStatusResult>(
    () => ({ _id: filmId, status: filmStatus, progress: filmStatus === 'finished' ? 100 : 0, error: null }),
    [filmId, filmStatus],
  );
  const fetchStatus = useCallback(async () => (await videoService.fileStatus(video._id, filmId)).data, [video._id, filmId]);
  const status = useProcessingStatus(film ? initial : null, fetchStatus, onDone);

  if (!film || !status) {
    return (
      <Tag color="default" data-testid="video-processing" data-status="missing">
        No video file
      </Tag>
    );
  }
  if (status.status === 'finished') {
    return (
      <Tag icon={<CheckCircleOutlined />} color="success" data-testid="video-processing" data-status="finished">
        Ready
      </Tag>
    );
  }
  if (status.status === 'error') {
    return (
      <Tooltip title={status.error ?? FILM_FAILED}>
        <Tag icon={<CloseCircleOutlined />} color="error" data-testid="video-processing" data-status="error">
          Failed
        </Tag>
      </Tooltip>
    );
  }
  return (
    <Flex vertical gap={2} style={{ minWidth: 120 }} data-testid="video-processing" data-status="processing">
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        Processing…
      </Typography.Text>
      <Progress percent={status.progress} size="small" />
    </Flex>
  );
}
