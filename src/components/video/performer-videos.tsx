// A performer's Videos tab (GET /performer-assets/videos/search?performerId=...): their videos as this
// visitor may see them, locked ones behind their blurred picture and price, more on request.
import { useCallback } from 'react';
import type { PublicPerformer } from '@/contracts/performers';
import type { Video } from '@/contracts/videos';
import { ProfileItemList } from '@/components/profile/profile-item-list';
import { videoService } from '@/services/video.api';
import type { PageLoader } from '@/hooks/use-load-more-list';
import { VideoCard, VideoCardGrid } from './video-card';

const EMPTY = { own: 'You have not shared any videos yet.', other: 'No videos yet.', addHref: '/creator/my-video', addLabel: 'Upload a video' };
const card = (video: Video) => <VideoCard key={video._id} video={video} />;

export function PerformerVideos({ performer, isOwn }: { performer: PublicPerformer; isOwn: boolean }) {
  const load = useCallback<PageLoader<Video>>((page) => videoService.search({ performerId: performer._id, ...page }), [performer._id]);
  return <ProfileItemList load={load} noun="videos" Grid={VideoCardGrid} renderItem={card} isOwn={isOwn} empty={EMPTY} />;
}
