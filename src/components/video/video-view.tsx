// /video/[id]: one video as this visitor may see it (the player, or its locked view with the way in), its
// title, performer, description, tags and counts, like, save and report, and the comments; or why it
// cannot be shown.
import { EyeOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Flex, Tag, theme } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import dynamic from 'next/dynamic';
import Link from '@/components/common/app-link';
import { useCallback, useEffect, useState } from 'react';
import type { Video } from '@/contracts/videos';
import { CommentsSection } from '@/components/comments/comments-section';
import { ContentActions } from '@/components/content/content-actions';
import { ContentText } from '@/components/content/content-text';
import { LinkButton } from '@/components/common/link-button';
import { PageHead } from '@/components/common/page-head';
import { formatDate } from '@/lib/format-date';
import { SubscribeHost } from '@/components/feed/subscribe-host';
import { PlainCard } from '@/components/layout/plain-card';
import { useAppSelector } from '@/redux/hooks';
import { selectCurrentUser } from '@/redux/user/selectors';
import { videoService } from '@/services/video.api';
import type { VideoLoad } from './load-video';
import { accessLabel, performerPath, viewsLabel } from './video-labels';
import { VideoPlayer } from './video-player';

// Drawn only when the item cannot be shown, so the found item's page does not load antd's Result for it.
const ItemProblem = dynamic(() => import('@/components/common/item-problem').then((m) => m.ItemProblem));

export const VIDEO_NOT_FOUND = 'This video is not available';

function About({ video, isOwn }: { video: Video; isOwn: boolean }) {
  const { token } = theme.useToken();
  const name = video.performer.name || video.performer.username || 'A performer';
  return (
    <Flex vertical gap={token.marginSM}>
      <Typography.Title level={1} style={{ fontSize: token.fontSizeHeading3, margin: 0, overflowWrap: 'anywhere' }} data-testid="video-title">
        {video.title}
      </Typography.Title>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Flex gap={12} align="center" style={{ minWidth: 0 }}>
          <Avatar src={video.performer.avatar || undefined} icon={<UserOutlined />} alt="" size={40} style={{ flex: 'none' }} />
          <Flex vertical style={{ minWidth: 0 }}>
            <Link href={performerPath(video)} className="fs-tap" style={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="video-performer">
              {name}
            </Link>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {formatDate(video.createdAt)} · <EyeOutlined aria-hidden /> <span data-testid="video-views">{viewsLabel(video.stats.views)}</span>
            </Typography.Text>
          </Flex>
        </Flex>
        <Tag color={video.access === 'free' ? 'green' : 'gold'} data-testid="video-access">
          {accessLabel(video)}
        </Tag>
      </Flex>
      <ContentActions
        type="video"
        item={video}
        isOwn={isOwn}
        justify="space-between"
        own={
          <LinkButton href="/creator/my-video" size="small" data-testid="video-manage">
            Manage my videos
          </LinkButton>
        }
      />
      <ContentText description={video.description} tags={video.tags} testId="video" />
    </Flex>
  );
}

function FoundVideo({ video: loaded }: { video: Video }) {
  const { token } = theme.useToken();
  const me = useAppSelector(selectCurrentUser);
  const [video, setVideo] = useState(loaded);
  useEffect(() => setVideo(loaded), [loaded]);
  const isOwn = !!me._id && me._id === video.performerId;

  // The film finished processing: read the video again for its address. The owner's reads count no view.
  const reload = useCallback(() => {
    videoService
      .view(video._id)
      .then((res) => setVideo(res.data))
      .catch(() => undefined);
  }, [video._id]);

  return (
    <Flex vertical gap={token.margin}>
      <PageHead title={video.title} description={video.description || `A video by ${video.performer?.name || video.performer?.username || 'a performer'}.`} />
      <PlainCard dense data-testid="video-view" data-locked={video.isLocked ? 'true' : 'false'}>
        <Flex vertical gap={token.margin}>
          <VideoPlayer video={video} isOwn={isOwn} onReady={reload} />
          <About video={video} isOwn={isOwn} />
        </Flex>
      </PlainCard>
      <CommentsSection objectType="video" objectId={video._id} locked={video.isLocked} initialCount={video.stats.comments} noun="video" />
      <SubscribeHost />
    </Flex>
  );
}

export function VideoView({ load }: { load: VideoLoad }) {
  if (load.state === 'found') return <FoundVideo key={load.video._id} video={load.video} />;
  return <ItemProblem load={load} noun="video" notFoundTitle={VIDEO_NOT_FOUND} away={{ href: '/home', label: 'Back to your feed' }} testId="video" />;
}
