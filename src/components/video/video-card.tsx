// One video in a grid (a profile's Videos tab, bookmarks): its picture, title, performer and views, linking
// to /video/{id}. `extra` adds the caller's control (e.g. removing a bookmark).
import { Flex, theme } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import Link from '@/components/common/app-link';
import type { ReactNode } from 'react';
import { PlainCard } from '@/components/layout/plain-card';
import type { Video } from '@/contracts/videos';
import { performerPath, videoPath, viewsLabel } from './video-labels';
import { VideoThumb } from './video-thumb';

export function VideoCard({ video, showPerformer = false, extra }: { video: Video; showPerformer?: boolean; extra?: ReactNode }) {
  const { token, cssVar } = theme.useToken();
  return (
    <PlainCard
      size="small"
      bodyStyle={{ padding: token.paddingXS }}
      data-testid="video-card"
      data-video-id={video._id}
      data-locked={video.isLocked ? 'true' : 'false'}
    >
      <Flex vertical gap={6}>
        <Link href={videoPath(video._id)} aria-label={video.title} data-testid="video-card-open">
          <VideoThumb video={video} />
        </Link>
        <Link href={videoPath(video._id)} className="fs-tap-block" style={{ color: cssVar.colorText, fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="video-card-title">
          {video.title}
        </Link>
        <Flex justify="space-between" align="center" gap={4} wrap>
          <Typography.Text type="secondary" style={{ fontSize: 12, minWidth: 0, overflowWrap: 'anywhere' }}>
            {showPerformer ? (
              <>
                <Link href={performerPath(video)} style={{ color: 'inherit' }}>
                  {video.performer.name || video.performer.username}
                </Link>
                {' · '}
              </>
            ) : null}
            {viewsLabel(video.stats.views)}
          </Typography.Text>
          {extra}
        </Flex>
      </Flex>
    </PlainCard>
  );
}

/** Cards side by side as the width allows: one column on a phone, more on wider screens. */
export function VideoCardGrid({ children, testId }: { children: ReactNode; testId?: string }) {
  const { token } = theme.useToken();
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))', gap: token.marginSM }} data-testid={testId}>
      {children}
    </div>
  );
}
