// The columns of the performer's video table: picture and title (linking to the video's page), who may
// watch it, its status, the film's processing state, views, upload date, and edit / delete. On a phone the
// table shows them all as a card per video (common/responsive-table.tsx).
import { ClockCircleOutlined } from '@ant-design/icons';
import { Flex, Tag, type TableColumnsType } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import Link from '@/components/common/app-link';
import { useState } from 'react';
import type { Video, VideoStatus } from '@/contracts/videos';
import { EditDelete } from '@/components/content/manage-page';
import { formatDate } from '@/lib/format-date';
import { getResponseError, notifyError, notifySuccess } from '@/lib/notify';
import type { TableQuery } from '@/lib/table-query';
import { videoService } from '@/services/video.api';
import { accessLabel, videoPath } from './video-labels';
import { VideoProcessing } from './video-processing';
import { VideoThumb } from './video-thumb';
import { ModerationTag } from '@/components/content/moderation-tag';

export const STATUS_LABELS: Record<VideoStatus, string> = { active: 'Shown', inactive: 'Hidden', scheduled: 'Scheduled' };
export const VIDEO_DELETED = 'Video deleted';

function RowActions({ video, onEdit, onChanged }: { video: Video; onEdit: () => void; onChanged: () => void }) {
  const [busy, setBusy] = useState(false);
  async function remove() {
    setBusy(true);
    try {
      await videoService.remove(video._id);
      notifySuccess(VIDEO_DELETED);
      onChanged();
    } catch (e) {
      notifyError(getResponseError(e));
      setBusy(false);
    }
  }
  return (
    <Flex gap={4} wrap>
      <EditDelete
        onEdit={onEdit}
        editDisabled={busy}
        title="Delete this video?"
        description="It is removed with its files, and fans can no longer watch it."
        onConfirm={() => remove()}
        loading={busy}
        testId="my-video"
      />
    </Flex>
  );
}

const sortOrder = (state: TableQuery, key: string): SortOrder => (state.sortBy === key ? (state.sort === 'asc' ? 'ascend' : 'descend') : null);

function StatusTag({ video }: { video: Video }) {
  return video.status === 'scheduled' ? (
    <Tag icon={<ClockCircleOutlined />} color="gold" data-testid="my-video-status">
      {formatDate(video.scheduledAt)}
    </Tag>
  ) : (
    <Tag color={video.status === 'active' ? 'green' : 'default'} data-testid="my-video-status">
      {STATUS_LABELS[video.status]}
    </Tag>
  );
}

function TitleCell({ video }: { video: Video }) {
  return (
    <Flex gap={8} align="center" style={{ minWidth: 0, maxWidth: 360 }}>
      <div style={{ width: 96, flex: 'none' }}>
        <VideoThumb video={video} small />
      </div>
      <Link href={videoPath(video._id)} style={{ overflowWrap: 'anywhere' }} data-testid="my-video-title">
        {video.title}
      </Link>
    </Flex>
  );
}

export interface MyVideoColumnsOptions {
  state: TableQuery;
  onEdit: (video: Video) => void;
  onChanged: () => void;
}

export function myVideoColumns({ state, onEdit, onChanged }: MyVideoColumnsOptions): TableColumnsType<Video> {
  // Keyed by the film: a replaced film polls afresh.
  const processing = (video: Video) => <VideoProcessing key={video.video?._id ?? 'none'} video={video} onDone={onChanged} />;
  const actions = (video: Video) => <RowActions video={video} onEdit={() => onEdit(video)} onChanged={onChanged} />;
  const title = { key: 'title', dataIndex: 'title', title: 'Video', sorter: true, sortOrder: sortOrder(state, 'title') };
  return [
    { ...title, render: (_: unknown, video: Video) => <TitleCell video={video} /> },
    { key: 'access', title: 'Access', render: (_: unknown, video) => <Tag>{accessLabel(video)}</Tag> },
    {
      key: 'status',
      title: 'Status',
      render: (_: unknown, video) => (
        <Flex gap={4} wrap>
          <StatusTag video={video} />
          <ModerationTag moderation={video.moderation} />
        </Flex>
      ),
    },
    { key: 'processing', title: 'Processing', render: (_: unknown, video) => processing(video) },
    { key: 'views', dataIndex: ['stats', 'views'], title: 'Views', sorter: true, sortOrder: sortOrder(state, 'views') },
    { key: 'createdAt', dataIndex: 'createdAt', title: 'Uploaded', sorter: true, sortOrder: sortOrder(state, 'createdAt'), render: (at: string) => formatDate(at) },
    { key: 'actions', title: '', render: (_: unknown, video) => actions(video) },
  ];
}
